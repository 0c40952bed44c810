import { useCallback, useEffect, useRef, useState } from 'react';
import { nextOffset } from '../lib/table-reel';

/** A row goes by this often; the slide itself takes `SLIDE_MS` of it. */
export const STEP_MS = 3_000;
export const SLIDE_MS = 600;

/**
 * The table's slow scroll: every few seconds the top row slides out and joins the end, unless the
 * rows all fit or a pointer rests on the table. Without motion the rows step instead of sliding.
 * `onWrapped` runs each time every row has gone by.
 */
export function useTableReel({
  length,
  scrolling,
  motion,
  onWrapped,
}: {
  length: number;
  scrolling: boolean;
  motion: boolean;
  onWrapped: () => void;
}) {
  const [offset, setOffset] = useState(0);
  const [sliding, setSliding] = useState(false);
  const [paused, setPaused] = useState(false);
  const latest = useRef({ offset, length, onWrapped });
  latest.current = { offset, length, onWrapped };

  const step = useCallback(() => {
    const next = nextOffset(latest.current.offset, latest.current.length);
    latest.current.offset = next.offset;
    setSliding(false);
    setOffset(next.offset);
    if (next.wrapped) latest.current.onWrapped();
  }, []);

  useEffect(() => {
    if (!scrolling || paused) return;
    const timer = setInterval(() => {
      if (!motion) return step();
      setSliding(true);
      // Ended by the clock rather than by transitionend, which a hidden tab may never send; a slide
      // under way when the pointer comes still ends, so that no row stays half out.
      setTimeout(step, SLIDE_MS);
    }, STEP_MS);
    return () => clearInterval(timer);
  }, [scrolling, paused, motion, step]);

  return {
    offset,
    sliding,
    paused,
    pause: () => setPaused(true),
    resume: () => setPaused(false),
  };
}
