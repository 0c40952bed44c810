import { type RefObject, useEffect, useState } from 'react';

/**
 * Whether `element` can be seen: inside the window, its tab in front, and not behind another
 * element shown full screen. A picture that cannot be seen stops loading. Until the browser has
 * said whether the element is inside the window, `initially` is the answer: a live picture starts
 * at once, a thumbnail waits (a list of fifty loads only the rows in sight).
 */
export function useOnScreen(ref: RefObject<Element | null>, initially = true): boolean {
  const [inView, setInView] = useState(initially);
  const [uncovered, setUncovered] = useState(true);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new IntersectionObserver(([entry]) => setInView(entry?.isIntersecting ?? true));
    observer.observe(element);
    const check = () => {
      const full = document.fullscreenElement;
      setUncovered(!document.hidden && (full === null || full.contains(element)));
    };
    check();
    document.addEventListener('visibilitychange', check);
    document.addEventListener('fullscreenchange', check);
    return () => {
      observer.disconnect();
      document.removeEventListener('visibilitychange', check);
      document.removeEventListener('fullscreenchange', check);
    };
  }, [ref]);
  return inView && uncovered;
}
