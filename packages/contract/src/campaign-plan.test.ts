import { describe, expect, it } from 'vitest';
import {
  campaignState,
  clockOf,
  dayAt,
  dayPlan,
  minuteOf,
  type PlanCampaign,
  playTimes,
} from './campaign-plan';

function campaign(campaignid: number, slots: [string, string][], more: Partial<PlanCampaign> = {}) {
  return {
    campaignid,
    priority: 5,
    playsperhour: 12,
    startdate: '2026-06-01',
    enddate: '2026-06-30',
    slots: slots.map(([from, to]) => ({ from, to })),
    ...more,
  } satisfies PlanCampaign;
}

const DAY = '2026-06-15';

describe('the day plan of a screen', () => {
  it('is empty on a day no campaign runs', () => {
    expect(dayPlan([], DAY)).toEqual({ segments: [], overridden: [] });
    const june = campaign(1, [['08:00', '10:00']]);
    expect(dayPlan([june], '2026-07-01')).toEqual({ segments: [], overridden: [] });
    expect(dayPlan([june], '2026-05-31')).toEqual({ segments: [], overridden: [] });
  });

  it('includes a campaign’s first and last day, and a range across the year’s end', () => {
    const winter = campaign(1, [['18:00', '20:00']], { startdate: '2026-12-30', enddate: '2027-01-02' });
    for (const day of ['2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02']) {
      expect(dayPlan([winter], day).segments).toHaveLength(1);
    }
    expect(dayPlan([winter], '2027-01-03').segments).toEqual([]);
  });

  it('gives each slot its own segment, in the order of the day', () => {
    const plan = dayPlan(
      [
        campaign(3, [
          ['18:00', '20:00'],
          ['07:30', '09:00'],
        ]),
      ],
      DAY,
    );
    expect(plan.segments).toEqual([
      { from: '07:30', to: '09:00', campaignid: 3, priority: 5, playsperhour: 12 },
      { from: '18:00', to: '20:00', campaignid: 3, priority: 5, playsperhour: 12 },
    ]);
    expect(plan.overridden).toEqual([]);
  });

  it('merges slots of one campaign that touch', () => {
    const plan = dayPlan(
      [
        campaign(1, [
          ['10:00', '12:00'],
          ['08:00', '10:00'],
        ]),
      ],
      DAY,
    );
    expect(plan.segments.map(({ from, to }) => [from, to])).toEqual([['08:00', '12:00']]);
  });

  it('lets the higher priority take the minutes it shares, and names the loser', () => {
    const low = campaign(1, [['08:00', '12:00']], { priority: 3 });
    const high = campaign(2, [['10:00', '11:00']], { priority: 8, playsperhour: 60 });
    const plan = dayPlan([low, high], DAY);
    expect(plan.segments).toEqual([
      { from: '08:00', to: '10:00', campaignid: 1, priority: 3, playsperhour: 12 },
      { from: '10:00', to: '11:00', campaignid: 2, priority: 8, playsperhour: 60 },
      { from: '11:00', to: '12:00', campaignid: 1, priority: 3, playsperhour: 12 },
    ]);
    expect(plan.overridden).toEqual([{ campaignid: 1, by: 2 }]);
  });

  it('gives a tie to the campaign booked first', () => {
    const first = campaign(4, [['09:00', '10:00']]);
    const second = campaign(9, [['09:30', '11:00']]);
    const plan = dayPlan([second, first], DAY);
    expect(plan.segments.map(({ from, to, campaignid }) => [from, to, campaignid])).toEqual([
      ['09:00', '10:00', 4],
      ['10:00', '11:00', 9],
    ]);
    expect(plan.overridden).toEqual([{ campaignid: 9, by: 4 }]);
  });

  it('names the winner of the first minute lost, and drops a campaign that lost every minute', () => {
    const late = campaign(1, [['20:00', '21:00']], { priority: 9 });
    const early = campaign(2, [['06:00', '07:00']], { priority: 7 });
    const loser = campaign(
      3,
      [
        ['20:00', '21:00'],
        ['06:00', '07:00'],
      ],
      { priority: 1 },
    );
    const plan = dayPlan([late, early, loser], DAY);
    expect(plan.overridden).toEqual([{ campaignid: 3, by: 2 }]);
    expect(plan.segments.map((segment) => segment.campaignid)).toEqual([2, 1]);
  });

  it('runs a slot to the day’s end at 24:00', () => {
    const night = campaign(1, [['22:30', '24:00']]);
    expect(dayPlan([night], DAY).segments).toEqual([
      { from: '22:30', to: '24:00', campaignid: 1, priority: 5, playsperhour: 12 },
    ]);
    const whole = campaign(2, [['00:00', '24:00']], { priority: 1 });
    expect(dayPlan([night, whole], DAY).segments.map(({ from, to }) => [from, to])).toEqual([
      ['00:00', '22:30'],
      ['22:30', '24:00'],
    ]);
  });
});

describe('the plays of a segment', () => {
  it('start at each hour and are spread evenly through it', () => {
    const times = playTimes({ from: '08:00', to: '10:00', playsperhour: 4 });
    expect(times.map((at) => clockOf(at / 60))).toEqual([
      '08:00',
      '08:15',
      '08:30',
      '08:45',
      '09:00',
      '09:15',
      '09:30',
      '09:45',
    ]);
  });

  it('keep to the clock hours when the segment starts or ends inside one', () => {
    const times = playTimes({ from: '08:20', to: '09:10', playsperhour: 6 });
    expect(times.map((at) => clockOf(at / 60))).toEqual(['08:20', '08:30', '08:40', '08:50', '09:00']);
    expect(playTimes({ from: '08:01', to: '08:09', playsperhour: 6 })).toEqual([]);
  });

  it('are whole seconds when an hour does not divide evenly', () => {
    const times = playTimes({ from: '00:00', to: '01:00', playsperhour: 7 });
    expect(times).toEqual([0, 514, 1028, 1542, 2057, 2571, 3085]);
  });

  it('run to the day’s end and at most one every five seconds', () => {
    const times = playTimes({ from: '23:59', to: '24:00', playsperhour: 720 });
    expect(times).toHaveLength(12);
    expect(times[11]).toBe(86_395);
  });

  it('leave out plays that would overlap the one before or run past the segment', () => {
    const times = playTimes({ from: '08:00', to: '08:10', playsperhour: 60 }, 150);
    expect(times.map((at) => clockOf(at / 60))).toEqual(['08:00', '08:03', '08:06']);
  });
});

describe('days and clocks', () => {
  it('read and write minutes of the day', () => {
    expect(minuteOf('00:00')).toBe(0);
    expect(minuteOf('13:05')).toBe(785);
    expect(minuteOf('24:00')).toBe(1440);
    expect(clockOf(1440)).toBe('24:00');
    expect(clockOf(785)).toBe('13:05');
  });

  it('find the local day of an instant and a campaign’s state on it', () => {
    const evening = Date.UTC(2026, 5, 30, 17, 0);
    expect(dayAt(evening, 480)).toBe('2026-07-01');
    expect(dayAt(evening, -300)).toBe('2026-06-30');
    const june = { startdate: '2026-06-01', enddate: '2026-06-30' };
    expect(campaignState(june, '2026-05-31')).toBe('upcoming');
    expect(campaignState(june, '2026-06-30')).toBe('running');
    expect(campaignState(june, dayAt(evening, 480))).toBe('ended');
  });
});
