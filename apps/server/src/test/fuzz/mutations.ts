import fc from 'fast-check';
import { badValue, controlCharacters, materialize, setOwn, unknownFieldName } from './bad-values';

/** One change that turns a valid-looking input into a bad one. */
export type Mutation =
  /** A value of the wrong type, out of range, with control characters, huge or deep. */
  | { kind: 'set'; field: string; value: unknown }
  /** A required (or optional) field left out. */
  | { kind: 'drop'; field: string }
  /** The field's own value inside an array or an object, where a scalar is expected. */
  | { kind: 'wrap'; field: string; as: 'array' | 'object' }
  /** A control character in the middle of the field's own text. */
  | { kind: 'insert'; field: string; char: string };

export function mutationArbitrary(fields: { names: string[]; required: string[] }): fc.Arbitrary<Mutation> {
  const unknown = unknownFieldName.map((field) => ({ kind: 'set' as const, field, value: 'x' }));
  if (fields.names.length === 0) {
    return fc.oneof(
      unknown,
      fc.record({ kind: fc.constant('set' as const), field: unknownFieldName, value: badValue }),
    );
  }
  const known = fc.constantFrom(...fields.names);
  const droppable = fields.required.length > 0 ? fc.constantFrom(...fields.required) : known;
  return fc.oneof(
    { arbitrary: fc.record({ kind: fc.constant('set' as const), field: known, value: badValue }), weight: 6 },
    { arbitrary: fc.record({ kind: fc.constant('drop' as const), field: droppable }), weight: 2 },
    {
      arbitrary: fc.record({
        kind: fc.constant('wrap' as const),
        field: known,
        as: fc.constantFrom<'array' | 'object'>('array', 'object'),
      }),
      weight: 2,
    },
    {
      arbitrary: fc.record({
        kind: fc.constant('insert' as const),
        field: known,
        char: fc.constantFrom(...controlCharacters),
      }),
      weight: 2,
    },
    { arbitrary: unknown, weight: 1 },
  );
}

/** Text of any value; fast-check's records have no prototype, so no toString either. */
function textOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value !== null && typeof value === 'object') return JSON.stringify(value) ?? '';
  return String(value ?? '');
}

function inserted(current: unknown, char: string): string {
  const text = textOf(current);
  const middle = Math.floor(text.length / 2);
  return `${text.slice(0, middle)}${char}${text.slice(middle)}`;
}

/** The input with every mutation applied in turn; markers are written out. */
export function applyMutations(
  input: Record<string, unknown>,
  mutations: Mutation[],
): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) setOwn(result, key, value);
  for (const mutation of mutations) {
    const current = result[mutation.field];
    switch (mutation.kind) {
      case 'set':
        setOwn(result, mutation.field, mutation.value);
        break;
      case 'drop':
        delete result[mutation.field];
        break;
      case 'wrap':
        setOwn(result, mutation.field, mutation.as === 'array' ? [current, current] : { value: current });
        break;
      case 'insert':
        setOwn(result, mutation.field, inserted(current, mutation.char));
        break;
    }
  }
  return materialize(result) as Record<string, unknown>;
}
