import { type WarningStates, warningReasonKeys } from '@lamplighter/contract';
import type { TFunction } from 'i18next';

/**
 * Why a device is in warning, in the user's language: its load and battery reasons joined with a
 * comma (the seed's rule; the full-width one in Chinese), or the alarm or fault it reported without
 * one; empty when there is none.
 */
export function warningReasonText(t: TFunction, lang: string, states: WarningStates): string {
  return warningReasonKeys(states)
    .map((key) => t(key))
    .join(lang === 'zh' ? '，' : ',');
}
