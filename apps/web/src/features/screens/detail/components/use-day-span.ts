import { useEffect, useMemo, useState } from 'react';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
const nextMinute = () => Math.ceil(Date.now() / MINUTE_MS) * MINUTE_MS;

/** The last 24 hours up to the coming whole minute, moving on each minute: the range of the wall's charts. */
export function useDaySpan(): { from: number; to: number } {
  const [to, setTo] = useState(nextMinute);
  useEffect(() => {
    const timer = setInterval(() => setTo(nextMinute()), MINUTE_MS);
    return () => clearInterval(timer);
  }, []);
  return useMemo(() => ({ from: to - DAY_MS, to }), [to]);
}
