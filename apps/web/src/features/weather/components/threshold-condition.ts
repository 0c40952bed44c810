import { meteoUnits, type WeatherThreshold } from '@lamplighter/contract';
import type { TFunction } from 'i18next';

/** 'Temperature above 30 °C' or '温度 高于 30 °C'. */
export function thresholdCondition(
  t: TFunction,
  threshold: Pick<WeatherThreshold, 'key' | 'operator' | 'value'>,
) {
  return `${t(`meteo.reading.${threshold.key}`)} ${t(`meteo.threshold.operator.${threshold.operator}`)} ${threshold.value} ${meteoUnits[threshold.key]}`;
}

/** What a threshold does to the lamps: nothing (it warns), or their brightness while crossed and after. */
export function thresholdLamps(t: TFunction, threshold: WeatherThreshold) {
  if (threshold.dimto === null) return t('meteo.threshold.warnOnly');
  return t('meteo.threshold.dimSummary', {
    dimto: threshold.dimto,
    dimback: threshold.dimback,
    lamps: threshold.groupname || t('meteo.threshold.wholeProject'),
  });
}
