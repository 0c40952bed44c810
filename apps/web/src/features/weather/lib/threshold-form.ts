import type { ThresholdOperator, TrendKey, WeatherThreshold } from '@lamplighter/contract';

/** What the threshold form holds: switches as booleans, dimming only when asked for. */
export interface ThresholdValues {
  projectid: number;
  key: TrendKey;
  operator: ThresholdOperator;
  value: number;
  night: boolean;
  dim: boolean;
  groupid?: number | undefined;
  dimto?: number | undefined;
  /** Left out while dimming is off: the form shows it only with dimming. */
  dimback?: number | undefined;
}

/** What the add and update calls send; a field left empty is sent as '' so that an update clears it. */
export interface ThresholdInput {
  projectid: number;
  key: TrendKey;
  operator: ThresholdOperator;
  value: number;
  night: 0 | 1;
  groupid: number | '';
  dimto: number | '';
  dimback: number;
}

const DIMBACK_FULL = 100;

/** A new threshold: above, day and night, warning only; lamps given back at full brightness. */
export const NEW_THRESHOLD: Partial<ThresholdValues> = {
  key: 'temperature',
  operator: 'above',
  night: false,
  dim: false,
  dimback: DIMBACK_FULL,
};

export function thresholdValues(threshold: WeatherThreshold): ThresholdValues {
  return {
    projectid: threshold.projectid,
    key: threshold.key,
    operator: threshold.operator,
    value: threshold.value,
    night: threshold.night === 1,
    dim: threshold.dimto !== null,
    groupid: threshold.groupid ?? undefined,
    dimto: threshold.dimto ?? undefined,
    dimback: threshold.dimback,
  };
}

/** Without dimming, no group and no brightness are sent: the threshold only warns. */
export function thresholdInput(values: ThresholdValues): ThresholdInput {
  return {
    projectid: values.projectid,
    key: values.key,
    operator: values.operator,
    value: values.value,
    night: values.night ? 1 : 0,
    groupid: values.dim ? (values.groupid ?? '') : '',
    dimto: values.dim ? (values.dimto ?? '') : '',
    dimback: values.dimback ?? DIMBACK_FULL,
  };
}
