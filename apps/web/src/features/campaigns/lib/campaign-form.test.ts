import type { Campaign } from '@lamplighter/contract';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { campaignBodyOf, formValuesOf, playsPerDay, slotOf } from './campaign-form';

const at = (clock: string) => dayjs(`2000-01-01 ${clock}`);

describe('the campaign form', () => {
  it('reads an end at midnight as the end of the day', () => {
    expect(slotOf({ span: [at('18:00'), at('00:00')] })).toEqual({ from: '18:00', to: '24:00' });
    expect(slotOf({ span: [at('07:30'), at('09:00')] })).toEqual({ from: '07:30', to: '09:00' });
  });

  it('starts a new campaign today, for a week, all day, at priority 5 and 12 plays an hour', () => {
    const values = formValuesOf(undefined, dayjs('2026-11-27T15:20:00'));
    expect(values.dates?.map((day) => day.format('YYYY-MM-DD'))).toEqual(['2026-11-27', '2026-12-03']);
    expect(values.slots?.map(slotOf)).toEqual([{ from: '00:00', to: '24:00' }]);
    expect(values).toMatchObject({ priority: 5, playsperhour: 12 });
  });

  it('gives back a campaign it was filled from as the same body', () => {
    const campaign = {
      name: 'Lantern festival',
      programid: 4,
      screens: [{ id: 11, devicecode: 'HZ-XH-L1', devicename: 'Screen 1' }],
      startdate: '2026-12-01',
      enddate: '2026-12-31',
      slots: [
        { from: '07:00', to: '09:00' },
        { from: '18:00', to: '24:00' },
      ],
      priority: 7,
      playsperhour: 30,
    } as Campaign;
    const values = formValuesOf(campaign, dayjs());
    expect(campaignBodyOf({ ...values, name: ' Lantern festival ' } as never, 480)).toEqual({
      name: 'Lantern festival',
      programid: 4,
      deviceids: [11],
      startdate: '2026-12-01',
      enddate: '2026-12-31',
      slots: campaign.slots,
      priority: 7,
      playsperhour: 30,
      utcoffset: 480,
    });
  });

  it('counts the plays of a day, as many as fit when the program is long', () => {
    const evening = [{ from: '18:00', to: '22:00' }];
    expect(playsPerDay(evening, 12, 15)).toBe(48);
    // Two-minute plays every minute: only every other one fits.
    expect(playsPerDay(evening, 60, 120)).toBe(120);
    expect(playsPerDay([{ from: '09:00', to: '08:00' }], 12, 15)).toBe(0);
  });
});
