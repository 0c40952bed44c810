import type { DashboardSummary } from '@lamplighter/contract';

export interface LightingRate {
  /** Whole percent of the lamps expected on that burn; null by day, when none is expected on. */
  percent: number | null;
  /** Lamps burning beyond those expected (day burners), or 0. */
  extra: number;
  /** Lamps expected on that do not burn, or 0. */
  missing: number;
}

/**
 * The lighting rate of the wall: lamps burning against lamps the astronomical clock expects to burn
 * now. More lamps burning than expected do not raise it past 100 %: they are counted apart.
 */
export function lightingRate({
  on,
  expectedOn,
}: Pick<DashboardSummary['lamps'], 'on' | 'expectedOn'>): LightingRate {
  return {
    percent: expectedOn > 0 ? Math.floor((Math.min(on, expectedOn) / expectedOn) * 100) : null,
    extra: Math.max(0, on - expectedOn),
    missing: Math.max(0, expectedOn - on),
  };
}
