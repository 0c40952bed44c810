import { LAMP_OFF_WATTS } from '@lamplighter/contract';
import { describe, expect, it } from 'vitest';
import { LampSwitches } from './lamp-switches';

const heard = (...ids: number[]) => ids.map((deviceId) => ({ deviceId, accountId: deviceId < 10 ? 1 : 2 }));
const loads = (values: Record<number, number>) => (deviceId: number) => values[deviceId];

describe('which lamps switched', () => {
  it('counts nothing for a lamp first heard, nor for a device that reports no load', () => {
    const lamps = new LampSwitches();
    expect(lamps.switched(heard(1, 2, 11), loads({ 1: 60, 2: 0 }))).toEqual(new Map());
  });

  it('counts per account the lamps that went on and those that went out since their last report', () => {
    const lamps = new LampSwitches();
    lamps.switched(heard(1, 2, 3, 11), loads({ 1: 60, 2: 0, 3: 60, 11: 60 }));
    expect(lamps.switched(heard(1, 2, 3, 11), loads({ 1: 0, 2: 45, 3: 55, 11: 0.5 }))).toEqual(
      new Map([
        [1, { on: 1, off: 1 }],
        [2, { on: 0, off: 1 }],
      ]),
    );
  });

  it('takes a load just at the threshold as burning, and one below it as out', () => {
    const lamps = new LampSwitches();
    lamps.switched(heard(1), loads({ 1: LAMP_OFF_WATTS - 0.1 }));
    expect(lamps.switched(heard(1), loads({ 1: LAMP_OFF_WATTS }))).toEqual(new Map([[1, { on: 1, off: 0 }]]));
    expect(lamps.switched(heard(1), loads({ 1: LAMP_OFF_WATTS }))).toEqual(new Map());
  });

  it('keeps what it knew of a lamp that reports without its load', () => {
    const lamps = new LampSwitches();
    lamps.switched(heard(1), loads({ 1: 60 }));
    lamps.switched(heard(1), loads({}));
    expect(lamps.switched(heard(1), loads({ 1: 0 }))).toEqual(new Map([[1, { on: 0, off: 1 }]]));
  });
});
