import { describe, expect, it } from 'vitest';
import { lightingRate } from './lighting-rate';

describe('the lighting rate', () => {
  it('has no percentage by day, when no lamp is expected on, and counts day burners', () => {
    expect(lightingRate({ on: 0, expectedOn: 0 })).toEqual({ percent: null, extra: 0, missing: 0 });
    expect(lightingRate({ on: 3, expectedOn: 0 })).toEqual({ percent: null, extra: 3, missing: 0 });
  });

  it('counts the lamps expected on that do not burn, rounding the rate down', () => {
    expect(lightingRate({ on: 137, expectedOn: 140 })).toEqual({ percent: 97, extra: 0, missing: 3 });
    expect(lightingRate({ on: 199, expectedOn: 200 })).toEqual({ percent: 99, extra: 0, missing: 1 });
  });

  it('stays at 100 % with more lamps burning than expected, counting the extra ones', () => {
    expect(lightingRate({ on: 142, expectedOn: 140 })).toEqual({ percent: 100, extra: 2, missing: 0 });
  });
});
