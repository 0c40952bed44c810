import { useEffect, useState } from 'react';

/** How long the wall's own buttons stay in sight after the pointer last moved. */
const SHOWN_MS = 3_000;

/** Whether the pointer moved over the page lately: the wall shows its buttons only then. */
export function usePointerRecent(): boolean {
  const [recent, setRecent] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const moved = () => {
      setRecent(true);
      clearTimeout(timer);
      timer = setTimeout(() => setRecent(false), SHOWN_MS);
    };
    window.addEventListener('pointermove', moved);
    return () => {
      window.removeEventListener('pointermove', moved);
      clearTimeout(timer);
    };
  }, []);
  return recent;
}
