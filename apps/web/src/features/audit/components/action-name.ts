import type { i18n } from 'i18next';
import { actionNameKey } from '../texts';

/**
 * An action by its name in the language shown; one this version no longer records, found in
 * entries an older version wrote, by its own name.
 */
export function nameOfAction(i18n: Pick<i18n, 't' | 'exists'>, action: string): string {
  const key = actionNameKey(action);
  return i18n.exists(key) ? i18n.t(key) : action;
}
