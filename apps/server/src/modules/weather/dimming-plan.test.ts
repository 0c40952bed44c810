import { describe, expect, it } from 'vitest';
import { type ActiveRule, planDimming } from './dimming-plan';

const wind: ActiveRule = { id: 1, groupId: null, dimTo: 40, dimBack: 100 };
const rain: ActiveRule = { id: 2, groupId: null, dimTo: 60, dimBack: 80 };
const parkFog: ActiveRule = { id: 3, groupId: 7, dimTo: 20, dimBack: 100 };
const dimmedBy = (rule: ActiveRule, dimmedTo = rule.dimTo) => ({
  thresholdId: rule.id,
  groupId: rule.groupId,
  dimmedTo,
  dimBack: rule.dimBack,
});

describe('what the weather dims and gives back', () => {
  it('dims a project once when a threshold is crossed, and not again while it stays crossed', () => {
    const first = planDimming([wind], []);
    expect(first.send).toEqual([{ groupId: null, brightness: 40 }]);
    expect(first.mark).toEqual([{ thresholdId: 1, groupId: null, dimmedTo: 40, dimBack: 100 }]);
    expect(planDimming([wind], [dimmedBy(wind)]).send).toEqual([]);
  });

  it('takes the lowest level of the thresholds crossed together, and follows when one ends', () => {
    expect(planDimming([wind, rain], [dimmedBy(wind)]).send).toEqual([{ groupId: null, brightness: 40 }]);
    const rainAlone = planDimming([rain], [dimmedBy(wind), dimmedBy(rain, 40)]);
    expect(rainAlone.send).toEqual([{ groupId: null, brightness: 60 }]);
    expect(rainAlone.unmark).toEqual([1]);
  });

  it('gives back the highest level the ended thresholds name once nothing is crossed', () => {
    const clear = planDimming([], [dimmedBy(wind), dimmedBy(rain, 40)]);
    expect(clear.send).toEqual([{ groupId: null, brightness: 100 }]);
    expect(clear.unmark).toEqual([1, 2]);
    expect(clear.mark).toEqual([]);
  });

  it('dims a group after its project, and gives a group back to the project level while that holds', () => {
    expect(planDimming([parkFog, wind], []).send).toEqual([
      { groupId: null, brightness: 40 },
      { groupId: 7, brightness: 20 },
    ]);
    expect(planDimming([wind], [dimmedBy(wind), dimmedBy(parkFog)]).send).toEqual([
      { groupId: 7, brightness: 40 },
    ]);
  });
});
