import type { MessageKey } from './messages';

/**
 * Characters text may not hold, decided once for every call: the C0 control characters are refused
 * everywhere (the store cannot hold a NUL, and none belongs in a name or a filter), except that
 * multi-line text keeps its tabs and line breaks; so is half of a UTF-16 surrogate pair, which no
 * encoding can write (PostgreSQL refuses it in JSON, and a name would lose it). Every query and
 * body passes `unfitTextAt` before its schema, so free keys and values are covered too; the text
 * fields of the contract add the one-line rule.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const LINE_BREAK_OR_TAB = /[\t\n\r]/;

/** Whether a text holds half of a surrogate pair, which no encoding can write. */
export function hasBrokenCharacter(text: string): boolean {
  return LONE_SURROGATE.test(text);
}

/** Why any text is refused, as a message key; null when it may be stored. */
function unfitCharacter(text: string): MessageKey | null {
  if (CONTROL.test(text)) return 'validation.controlCharacter';
  if (hasBrokenCharacter(text)) return 'validation.brokenText';
  return null;
}

/** Why a text of a field is refused, as a message key; null when it may be stored. */
export function controlCharacterRule(text: string, multiline: boolean): MessageKey | null {
  const unfit = unfitCharacter(text);
  if (unfit) return unfit;
  if (!multiline && LINE_BREAK_OR_TAB.test(text)) return 'validation.singleLine';
  return null;
}

/** Where a request holds text it may not, and why. */
export interface UnfitText {
  /** The dotted path of the value, or of the object whose key is unfit. */
  path: string;
  key: MessageKey;
}

/** The first key or text value holding a refused character, anywhere in a query or body. */
export function unfitTextAt(value: unknown, where: string): UnfitText | undefined {
  const pending: [unknown, string][] = [[value, '']];
  for (let at = 0; at < pending.length; at++) {
    const [item, path] = pending[at] as [unknown, string];
    if (typeof item === 'string') {
      const key = unfitCharacter(item);
      if (key) return { path: path || where, key };
    } else if (Array.isArray(item)) {
      for (const [index, element] of item.entries()) pending.push([element, join(path, String(index))]);
    } else if (isPlainObject(item)) {
      for (const [name, element] of Object.entries(item)) {
        // A bad key is named by the object holding it: the key itself is not fit to echo.
        const key = unfitCharacter(name);
        if (key) return { path: path || where, key };
        pending.push([element, join(path, name)]);
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
