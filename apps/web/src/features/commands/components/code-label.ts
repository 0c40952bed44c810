import { loadModes } from '@lamplighter/contract';
import type { TFunction } from 'i18next';

/** The name of a state or mode code a light reports; undefined for measurements. */
export function codeLabel(t: TFunction, lang: string, key: string, value: unknown): string | undefined {
  if (typeof value !== 'number') return undefined;
  switch (key) {
    case 'runState':
      return value >= 1 && value <= 5 ? t(`runState.${value}`) : '--';
    case 'loadMode': {
      const mode = loadModes.find((entry) => entry.value === value);
      return mode ? `${value} · ${lang === 'zh' ? mode.zh : mode.en}` : String(value);
    }
    case 'loadState':
      if (value === 0 || value === 1) return t(value ? 'control.lampOn' : 'control.lampOff');
      return value <= 8 ? t(`loadState.${value}`) : String(value);
    case 'batteryState':
      if (value === 2) return t('control.batteryNormal');
      return value >= 0 && value <= 6 ? t(`batteryState.${value}`) : String(value);
    default:
      return undefined;
  }
}
