import {
  hasBrokenCharacter,
  type TelemetryKey,
  type TelemetryValue,
  telemetryKeys,
} from '@lamplighter/contract';

/**
 * A value as the typed columns hold it: exactly one of number, text, flag or JSON is set. The
 * short names are those of the rows the repository hands to the database as one JSON document.
 */
export interface TypedValue {
  n?: number;
  s?: string;
  b?: boolean;
  j?: unknown;
}

/** ThingsBoard's limit on key names. */
export const MAX_KEY_LENGTH = 255;
/** Longest text, and longest JSON once written out, of one value. */
export const MAX_VALUE_LENGTH = 65_536;

const knownKeys: ReadonlyMap<string, TelemetryKey> = new Map(
  telemetryKeys.map((known) => [known.key, known]),
);

const BROKEN = 'half of a surrogate pair';

/**
 * Why a key cannot be stored, or undefined when it can. PostgreSQL text cannot hold NUL, nor any
 * encoding half of a surrogate pair (a JSON escape such as `\ud800` alone).
 */
export function keyProblem(key: string): string | undefined {
  if (key.length === 0) return 'empty key';
  if (key.length > MAX_KEY_LENGTH) return `key longer than ${MAX_KEY_LENGTH} characters`;
  if (key.includes('\0')) return 'key contains a NUL character';
  if (hasBrokenCharacter(key)) return `key contains ${BROKEN}`;
  return undefined;
}

/** Whether a text or key anywhere in a JSON value holds half of a surrogate pair. */
function holdsBrokenText(value: object): boolean {
  const pending: unknown[] = [value];
  for (let at = 0; at < pending.length; at++) {
    const item = pending[at];
    if (typeof item === 'string') {
      if (hasBrokenCharacter(item)) return true;
    } else if (typeof item === 'object' && item !== null) {
      for (const [key, element] of Object.entries(item)) {
        if (hasBrokenCharacter(key)) return true;
        pending.push(element);
      }
    }
  }
  return false;
}

function jsonProblem(value: object): string | undefined {
  let text: string;
  try {
    text = JSON.stringify(value);
  } catch {
    return 'value cannot be written as JSON';
  }
  if (text.length > MAX_VALUE_LENGTH) return `JSON longer than ${MAX_VALUE_LENGTH} characters`;
  if (text.includes('\\u0000')) return 'JSON contains a NUL character';
  if (holdsBrokenText(value)) return `JSON contains ${BROKEN}`;
  return undefined;
}

/** The value in its column, or why it cannot be stored. */
export function typedValue(value: unknown): TypedValue | string {
  switch (typeof value) {
    case 'number':
      return Number.isFinite(value) ? { n: value } : 'not a finite number';
    case 'string':
      if (value.length > MAX_VALUE_LENGTH) return `text longer than ${MAX_VALUE_LENGTH} characters`;
      if (value.includes('\0')) return 'text contains a NUL character';
      return hasBrokenCharacter(value) ? `text contains ${BROKEN}` : { s: value };
    case 'boolean':
      return { b: value };
    case 'object':
      if (value === null) return 'no value (null)';
      return jsonProblem(value) ?? { j: value };
    default:
      return `unsupported value type ${typeof value}`;
  }
}

function kindOf(value: TypedValue): string {
  if (value.s !== undefined) return 'text';
  if (value.b !== undefined) return 'a boolean';
  return 'JSON';
}

/** For a documented key: why the value breaks its rule (type, whole number, range), else undefined. */
export function knownKeyProblem(key: string, value: TypedValue): string | undefined {
  const known = knownKeys.get(key);
  if (!known) return undefined;
  if (value.n === undefined) return `expects a number, got ${kindOf(value)}`;
  if (known.integer && !Number.isInteger(value.n)) return `expects a whole number, got ${value.n}`;
  if (value.n < known.min || value.n > known.max) {
    return `${value.n} is out of range ${known.min} to ${known.max}`;
  }
  return undefined;
}

/** The stored columns as the value the device sent. */
export function storedValue(row: {
  numberValue: number | null;
  textValue: string | null;
  booleanValue: boolean | null;
  jsonValue: unknown;
}): TelemetryValue {
  if (row.numberValue !== null) return row.numberValue;
  if (row.textValue !== null) return row.textValue;
  if (row.booleanValue !== null) return row.booleanValue;
  return row.jsonValue as TelemetryValue;
}
