import fc from 'fast-check';

/**
 * A long run of one character, kept short in a printed counterexample and written out only when
 * the request is built.
 */
export class Repeated {
  constructor(
    readonly char: string,
    readonly length: number,
  ) {}
  text(): string {
    return this.char.repeat(this.length);
  }
  [fc.toStringMethod](): string {
    return `${JSON.stringify(this.char)}×${this.length}`;
  }
}

/**
 * Arrays or objects nested `depth` deep. Encoders write it out as text themselves: deeper than
 * JSON.stringify or qs can walk.
 */
export class Nested {
  constructor(
    readonly shape: 'array' | 'object',
    readonly depth: number,
  ) {}
  json(): string {
    return this.shape === 'array'
      ? `${'['.repeat(this.depth)}1${']'.repeat(this.depth)}`
      : `${'{"a":'.repeat(this.depth)}1${'}'.repeat(this.depth)}`;
  }
  /** The brackets that follow a form field's name, e.g. `[a][a]` or `[][]`. */
  brackets(): string {
    return (this.shape === 'array' ? '[]' : '[a]').repeat(this.depth);
  }
  [fc.toStringMethod](): string {
    return `${this.shape} nested ${this.depth} deep`;
  }
}

/** Writes out long runs of characters, anywhere in a value; nested markers are left to the encoders. */
export function materialize(value: unknown): unknown {
  if (value instanceof Repeated) return value.text();
  if (Array.isArray(value)) return value.map(materialize);
  const plain =
    value !== null &&
    typeof value === 'object' &&
    [Object.prototype, null].includes(Object.getPrototypeOf(value));
  if (plain) {
    const copy: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(value)) setOwn(copy, key, materialize(inner));
    return copy;
  }
  return value;
}

/** Sets a property as data even when its name is `__proto__`. */
export function setOwn(target: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

/** Numbers a database column or a number parser may not take, as numbers and as text. */
export const outOfRange = fc.constantFrom<unknown>(
  2147483648,
  -2147483649,
  2 ** 53 + 2,
  -1,
  0,
  1.5,
  1e300,
  -1e300,
  5e-324,
  '2147483648',
  '9223372036854775808',
  '99999999999999999999999999',
  '-1',
  '0',
  '1e400',
  '1e0',
  '0x1',
  '0b1',
  '+1',
  ' 1 ',
  '1_000',
  '1.0',
  'NaN',
  'Infinity',
  '-Infinity',
  '٣',
  '１',
  '',
);

/** Values of the wrong type for almost any field. */
export const wrongType = fc.constantFrom<unknown>(
  true,
  false,
  null,
  {},
  [],
  [1],
  [[1]],
  { $gt: 1 },
  { a: { b: 1 } },
  'abc',
  'true',
  'null',
  'undefined',
  '[object Object]',
);

/** Characters that text columns, parsers, logs or terminals mishandle. */
export const controlCharacters = [
  '\u0000',
  '\u0001',
  '\u0008',
  '\t',
  '\r\n',
  '\u001b[2J',
  '\u007f',
  '\u0085',
  '\u2028',
  '\u202e',
  '\ufeff',
  '\uffff',
  '\ud800',
  '\udfff',
  '\u{1f600}',
];

export const awkwardText = fc.constantFrom<unknown>(
  '__proto__',
  'constructor',
  '../../etc/passwd',
  "' or '1'='1",
  '"; drop table accounts; --',
  '%00',
  '%',
  '%_\\',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template injection probe, meant literally
  '${7*7}',
  '<script>alert(1)</script>',
  'a\u0000b',
  '１２３',
  '田中さんにあげて下さい',
  '🏳️‍🌈',
  '2026-02-30',
  '0000-00-00',
  '9999-12-31T23:59:59.999Z',
);

export const hugeText = fc
  .tuple(fc.constantFrom('x', '\u0000', '灯', '9', '%'), fc.constantFrom(256, 4096, 70_000, 1_100_000))
  .map(([char, length]) => new Repeated(char, length));

export const deepValue = fc
  .tuple(fc.constantFrom<'array' | 'object'>('array', 'object'), fc.constantFrom(32, 1000, 5000))
  .map(([shape, depth]) => new Nested(shape, depth));

/** Any value a field should refuse (or, for free text, take) without a 500. */
export const badValue: fc.Arbitrary<unknown> = fc.oneof(
  outOfRange,
  wrongType,
  awkwardText,
  fc.constantFrom(...controlCharacters),
  hugeText,
  deepValue,
);

/** Field names that no schema declares, some of them dangerous to a naive object merge. */
export const unknownFieldName = fc.constantFrom(
  'zzz',
  '__proto__',
  'constructor',
  'prototype',
  'hasOwnProperty',
  'id[x]',
  'a.b',
  '',
  ' ',
  '\u0000',
  'x'.repeat(300),
);
