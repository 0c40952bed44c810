import { useEffect, useState } from 'react';

/**
 * How many rows of `rowHeight` a box shows, following its size; `ref` goes on the box, which may
 * come later than the component (once its rows have loaded).
 */
export function useRowCapacity(rowHeight: number): {
  ref: (box: HTMLElement | null) => void;
  capacity: number;
} {
  const [box, setBox] = useState<HTMLElement | null>(null);
  const [capacity, setCapacity] = useState(0);
  useEffect(() => {
    if (!box) return;
    const measure = () => setCapacity(Math.floor(box.clientHeight / rowHeight));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    return () => observer.disconnect();
  }, [box, rowHeight]);
  return { ref: setBox, capacity };
}
