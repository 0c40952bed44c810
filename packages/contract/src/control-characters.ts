import type { MessageKey } from './messages';

/**
 * Control characters in text, decided once for every call: the C0 characters are refused
 * everywhere (the store cannot hold a NUL, and none belongs in a name or a filter), except that
 * multi-line text keeps its tabs and line breaks. Every query and body passes `controlCharacterAt`
 * before its schema, so free keys and values are covered too; the text fields of the contract
 * add the one-line rule.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/;
const LINE_BREAK_OR_TAB = /[\t\n\r]/;

/** Why a text is refused, as a message key; null when it may be stored. */
export function controlCharacterRule(text: string, multiline: boolean): MessageKey | null {
  if (CONTROL.test(text)) return 'validation.controlCharacter';
  if (!multiline && LINE_BREAK_OR_TAB.test(text)) return 'validation.singleLine';
  return null;
}

/** The dotted path of a key or text value holding a refused control character, the first found. */
export function controlCharacterAt(value: unknown, where: string): string | undefined {
  const pending: [unknown, string][] = [[value, '']];
  for (let at = 0; at < pending.length; at++) {
    const [item, path] = pending[at] as [unknown, string];
    if (typeof item === 'string') {
      if (CONTROL.test(item)) return path || where;
    } else if (Array.isArray(item)) {
      for (const [index, element] of item.entries()) pending.push([element, join(path, String(index))]);
    } else if (isPlainObject(item)) {
      for (const [key, element] of Object.entries(item)) {
        // A bad key is named by the object holding it: the key itself is not fit to echo.
        if (CONTROL.test(key)) return path || where;
        pending.push([element, join(path, key)]);
      }
    }
  }
  return undefined;
}

const join = (path: string, key: string) => (path ? `${path}.${key}` : key);

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}
