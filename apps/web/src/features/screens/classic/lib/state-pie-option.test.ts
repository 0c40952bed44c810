import { describe, expect, it } from 'vitest';
import { NO_STATE_COLOR, stateColor } from '../../../../shared/map/state-donut';
import { statePieOption, stateSlices } from './state-pie-option';

const byState = [
  { runstate: 1, count: 90 },
  { runstate: 4, count: 8 },
  { runstate: null, count: 2 },
];
const nameOf = (runstate: number | null) => (runstate === null ? 'not reported' : `state ${runstate}`);

describe('the run-state ring of the classic wall', () => {
  it('has a slice per state in its colour, the never-reported ones in grey', () => {
    expect(stateSlices(byState, nameOf)).toEqual([
      { name: 'state 1', value: 90, color: stateColor(1) },
      { name: 'state 4', value: 8, color: stateColor(4) },
      { name: 'not reported', value: 2, color: NO_STATE_COLOR },
    ]);
  });

  it("writes each state's count and share in the legend", () => {
    const option = statePieOption(stateSlices(byState, nameOf), false) as {
      legend: { formatter: (name: string) => string };
    };
    expect(option.legend.formatter('state 1')).toBe('{name|state 1}{count|90}{share|90%}');
    expect(option.legend.formatter('not reported')).toBe('{name|not reported}{count|2}{share|2%}');
  });

  it('shares nothing out of an empty fleet', () => {
    const option = statePieOption(stateSlices([{ runstate: 1, count: 0 }], nameOf), false) as {
      legend: { formatter: (name: string) => string };
    };
    expect(option.legend.formatter('state 1')).toBe('{name|state 1}{count|0}{share|0%}');
  });
});
