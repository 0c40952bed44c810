import type { z } from 'zod';

type Schema = z.core.$ZodType;
type Def = z.core.$ZodTypeDef & Record<string, unknown>;

/** Plain decimal text: `1e0`, `0x1`, `+1` and ` 1 ` stay text, for the schema to refuse. */
const DECIMAL = /^-?\d+(\.\d+)?$/;
/** Where a whole number is wanted, `1.0` stays text too: an id is written without a fraction. */
const INTEGER = /^-?\d+$/;
const BOOLEANS: Record<string, boolean> = { true: true, false: false, '1': true, '0': false };

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function scalarFor(value: unknown, wanted: readonly unknown[]): unknown {
  if (typeof value !== 'string') return value;
  const match = wanted.find((candidate) => typeof candidate !== 'string' && String(candidate) === value);
  return match === undefined ? value : match;
}

function issueCount(schema: Schema, value: unknown): number {
  const parsed = (schema as z.ZodType).safeParse(value);
  return parsed.success ? 0 : parsed.error.issues.length;
}

/**
 * A union: the members that can take the value (for a discriminated union, those whose
 * discriminator matches), each trying its reading; the first that passes, else the reading with
 * the fewest problems, so that the refusal names what is really wrong.
 */
function coerceUnion(def: Def, value: unknown): unknown {
  let members = def.options as Schema[];
  const discriminator = def.discriminator as string | undefined;
  if (discriminator && isPlainObject(value)) {
    const sent = String(value[discriminator]);
    const matching = members.filter((member) =>
      [...(member._zod.propValues?.[discriminator] ?? [])].some((known) => String(known) === sent),
    );
    if (matching.length > 0) members = matching;
  }
  let best: { value: unknown; issues: number } | undefined;
  for (const member of members) {
    const candidate = coerceText(member, value);
    const issues = issueCount(member, candidate);
    if (issues === 0) return candidate;
    if (!best || issues < best.issues) best = { value: candidate, issues };
  }
  return best ? best.value : value;
}

/**
 * A form, a multipart body or a query string carries every value as text, nested by bracket names.
 * This reads such a value as the endpoint's schema expects it, once for every endpoint: text digits
 * become a number where the schema wants a number, `true`/`false`/`1`/`0` a boolean where it wants
 * a boolean, wherever they sit in objects, lists and unions. Anything else stays as sent, so the
 * schema's own rules (and its messages) decide; nothing that a schema refuses as JSON is let in.
 */
export function coerceText(schema: Schema, value: unknown): unknown {
  const def = schema._zod.def as Def;
  switch (def.type) {
    case 'number': {
      const pattern = (schema as { isInt?: boolean }).isInt ? INTEGER : DECIMAL;
      return typeof value === 'string' && pattern.test(value) ? Number(value) : value;
    }
    case 'boolean':
      return typeof value === 'string' && value in BOOLEANS ? BOOLEANS[value] : value;
    case 'literal':
      return scalarFor(value, def.values as unknown[]);
    case 'enum':
      return scalarFor(value, Object.values(def.entries as Record<string, unknown>));
    case 'object': {
      if (!isPlainObject(value)) return value;
      const shape = def.shape as Record<string, Schema>;
      const read = { ...value };
      for (const key of Object.keys(read)) {
        const field = Object.hasOwn(shape, key) ? shape[key] : undefined;
        if (field) read[key] = coerceText(field, read[key]);
      }
      return read;
    }
    case 'array':
      return Array.isArray(value) ? value.map((item) => coerceText(def.element as Schema, item)) : value;
    case 'tuple': {
      const items = def.items as Schema[];
      return Array.isArray(value)
        ? value.map((item, index) => {
            const member = items[index] ?? (def.rest as Schema | null);
            return member ? coerceText(member, item) : item;
          })
        : value;
    }
    case 'record':
      return isPlainObject(value)
        ? Object.fromEntries(
            Object.entries(value).map(([key, item]) => [key, coerceText(def.valueType as Schema, item)]),
          )
        : value;
    case 'union':
      return coerceUnion(def, value);
    case 'intersection':
      return coerceText(def.right as Schema, coerceText(def.left as Schema, value));
    case 'pipe': {
      // A preprocess (transform, then schema) reads what the schema after it wants; any other
      // pipe reads what its first schema wants.
      const first = def.in as Schema;
      return coerceText(first._zod.def.type === 'transform' ? (def.out as Schema) : first, value);
    }
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return coerceText(def.innerType as Schema, value);
    case 'lazy':
      return coerceText((def.getter as () => Schema)(), value);
    default:
      return value;
  }
}
