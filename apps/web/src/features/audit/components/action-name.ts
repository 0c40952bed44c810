import type { i18n } from 'i18next';
import { actionNameKey, targetNameKey } from '../texts';

/**
 * An action by its name in the language shown; one this version no longer records, found in
 * entries an older version wrote, by its own name.
 */
export function nameOfAction(i18n: Pick<i18n, 't' | 'exists'>, action: string): string {
  const key = actionNameKey(action);
  return i18n.exists(key) ? i18n.t(key) : action;
}

/** What an entry is about: its target's type in the language shown (an unknown one as it is) and id. */
export function nameOfTarget(i18n: Pick<i18n, 't' | 'exists'>, type: string, id: string): string {
  if (!type) return '--';
  const key = targetNameKey(type);
  return [i18n.exists(key) ? i18n.t(key) : type, id].filter(Boolean).join(' ');
}
