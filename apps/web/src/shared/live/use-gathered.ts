import { useCallback, useEffect, useRef } from 'react';

/**
 * A function that runs `act` once, `ms` after the first of a burst of calls: live events that
 * come together (a street at its reporting minute, a sweep finding thousands offline) make one
 * reload. `act` is the latest one given; nothing runs after the component has gone.
 */
export function useGathered(ms: number, act: () => void): () => void {
  const current = useRef(act);
  current.current = act;
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(
    () => () => {
      clearTimeout(timer.current);
      timer.current = undefined;
    },
    [],
  );
  return useCallback(() => {
    timer.current ??= setTimeout(() => {
      timer.current = undefined;
      current.current();
    }, ms);
  }, [ms]);
}
