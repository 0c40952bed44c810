import { useEffect, useState } from 'react';

/** Seconds left before a code may be sent again; start(n) begins a new countdown. */
export function useCountdown(): [number, (seconds: number) => void] {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft(left - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  return [left, setLeft];
}

export const RESEND_SECONDS = 60;
