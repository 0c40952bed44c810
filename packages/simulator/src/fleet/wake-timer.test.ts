import { describe, expect, it, vi } from 'vitest';
import type { DeviceModel } from '../physics/device-model';
import { SimClock } from './clock';
import { WakeTimer } from './wake-timer';

/** A model that wants waking at the moments it is given, one after the other. */
function modelWaking(moments: number[]) {
  const woken: number[] = [];
  const model = {
    nextWake: () => moments[0],
    advance: (to: number) => {
      woken.push(to);
      moments.shift();
    },
  } as unknown as DeviceModel;
  return { model, woken };
}

describe('the wake timer', () => {
  it('runs the model up to each moment it asks for, on a clock that runs fast', async () => {
    const clock = new SimClock(Date.UTC(2026, 10, 27), 600);
    const start = clock.now();
    const { model, woken } = modelWaking([start + 120_000, start + 240_000]);
    const timer = new WakeTimer(model, clock);
    timer.arm();
    await vi.waitFor(() => expect(woken).toHaveLength(2), { timeout: 3_000 });
    expect(woken[0]).toBeGreaterThanOrEqual(start + 120_000);
    expect(woken[1]).toBeGreaterThanOrEqual(start + 240_000);
    timer.stop();
  });

  it('does nothing for a model with nowhere to be, and forgets its moment when stopped', async () => {
    const clock = new SimClock();
    const idle = modelWaking([]);
    new WakeTimer(idle.model, clock).arm();
    const stopped = modelWaking([clock.now()]);
    const timer = new WakeTimer(stopped.model, clock);
    timer.arm();
    timer.stop();
    const later = modelWaking([clock.now()]);
    const after = new WakeTimer(later.model, clock);
    after.arm();
    await vi.waitFor(() => expect(later.woken).toHaveLength(1));
    expect(idle.woken).toEqual([]);
    expect(stopped.woken).toEqual([]);
  });
});
