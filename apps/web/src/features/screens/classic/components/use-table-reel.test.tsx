import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SLIDE_MS, STEP_MS, useTableReel } from './use-table-reel';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

const reelOf = (props: { length: number; scrolling: boolean; motion: boolean; onWrapped?: () => void }) =>
  renderHook((current: typeof props) => useTableReel({ onWrapped: () => {}, ...current }), {
    initialProps: props,
  });

describe('the device table reel', () => {
  it('slides the top row out, then puts it at the end, a row every step', () => {
    const { result } = reelOf({ length: 5, scrolling: true, motion: true });
    act(() => vi.advanceTimersByTime(STEP_MS));
    expect(result.current).toMatchObject({ offset: 0, sliding: true });
    act(() => vi.advanceTimersByTime(SLIDE_MS));
    expect(result.current).toMatchObject({ offset: 1, sliding: false });
  });

  it('steps without sliding when less motion is asked for, and says when every row has gone by', () => {
    const onWrapped = vi.fn();
    const { result } = reelOf({ length: 3, scrolling: true, motion: false, onWrapped });
    act(() => vi.advanceTimersByTime(STEP_MS * 2));
    expect(result.current).toMatchObject({ offset: 2, sliding: false });
    expect(onWrapped).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(STEP_MS));
    expect(result.current.offset).toBe(0);
    expect(onWrapped).toHaveBeenCalledTimes(1);
  });

  it('holds while paused and goes on once resumed', () => {
    const { result } = reelOf({ length: 5, scrolling: true, motion: false });
    act(() => result.current.pause());
    act(() => vi.advanceTimersByTime(STEP_MS * 3));
    expect(result.current).toMatchObject({ offset: 0, paused: true });
    act(() => result.current.resume());
    act(() => vi.advanceTimersByTime(STEP_MS));
    expect(result.current).toMatchObject({ offset: 1, paused: false });
  });

  it('stands still when every row fits', () => {
    const { result } = reelOf({ length: 5, scrolling: false, motion: true });
    act(() => vi.advanceTimersByTime(STEP_MS * 3));
    expect(result.current).toMatchObject({ offset: 0, sliding: false });
  });
});
