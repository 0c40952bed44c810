import { act, renderHook } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useGathered } from './use-gathered';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('useGathered', () => {
  it('runs once for a burst of calls, after the wait that the first call starts', () => {
    const act1 = vi.fn();
    const { result } = renderHook(() => useGathered(500, act1));
    act(() => {
      for (let call = 0; call < 50; call++) result.current();
    });
    act(() => vi.advanceTimersByTime(499));
    expect(act1).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(act1).toHaveBeenCalledTimes(1);
    act(() => result.current());
    act(() => vi.advanceTimersByTime(500));
    expect(act1).toHaveBeenCalledTimes(2);
  });

  it('runs the latest function it was given', () => {
    const first = vi.fn();
    const latest = vi.fn();
    const { result, rerender } = renderHook(({ run }) => useGathered(100, run), {
      initialProps: { run: first },
    });
    act(() => result.current());
    rerender({ run: latest });
    act(() => vi.advanceTimersByTime(100));
    expect(first).not.toHaveBeenCalled();
    expect(latest).toHaveBeenCalledTimes(1);
  });

  it('runs nothing once the component has gone', () => {
    const run = vi.fn();
    const { result, unmount } = renderHook(() => useGathered(100, run));
    act(() => result.current());
    unmount();
    act(() => vi.advanceTimersByTime(1_000));
    expect(run).not.toHaveBeenCalled();
  });

  it('keeps working when React mounts the component twice (strict mode)', () => {
    const run = vi.fn();
    const { result } = renderHook(() => useGathered(100, run), { wrapper: StrictMode });
    act(() => result.current());
    act(() => vi.advanceTimersByTime(100));
    expect(run).toHaveBeenCalledTimes(1);
  });
});
