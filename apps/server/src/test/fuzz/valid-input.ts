import fc from 'fast-check';
import { z } from 'zod';

/** The part of JSON Schema that zod writes for the contract's query and body schemas. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  enum?: unknown[];
  const?: unknown;
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  allOf?: JsonSchema[];
  default?: unknown;
}

/** What a client may send: the input side of the schema, rules that JSON Schema cannot say left out. */
export function inputSchemaOf(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

/** A value that fits a field better than the schema alone can say (an id that exists, a real device number). */
export type FieldHint = (field: string, schema: JsonSchema) => fc.Arbitrary<unknown> | undefined;

const noHint: FieldHint = () => undefined;

function typeOf(schema: JsonSchema): string | undefined {
  if (Array.isArray(schema.type)) return schema.type.find((type) => type !== 'null');
  if (schema.type) return schema.type;
  if (schema.properties) return 'object';
  return undefined;
}

function integerOf(schema: JsonSchema): fc.Arbitrary<number> {
  const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : -1e6);
  const max = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : 1e6);
  // Plausible values first: a page number or a sort order is small, whatever the column could hold.
  const small = fc.integer({ min: Math.max(min, -1000), max: Math.min(max, 1000) });
  const any = fc.bigInt({ min: BigInt(Math.ceil(min)), max: BigInt(Math.floor(max)) }).map(Number);
  return min <= 1000 && max >= -1000 ? fc.oneof({ arbitrary: small, weight: 4 }, any) : any;
}

/** Decimals as people write them (a coordinate, a wattage): six places at most, no exponent. */
function numberOf(schema: JsonSchema): fc.Arbitrary<number> {
  const min = schema.minimum ?? schema.exclusiveMinimum ?? -1e6;
  const max = schema.maximum ?? schema.exclusiveMaximum ?? 1e6;
  return fc
    .double({ min, max, noNaN: true, noDefaultInfinity: true })
    .map((value) => Math.min(max, Math.max(min, Math.round(value * 1e6) / 1e6)));
}

function stringOf(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 24, 24));
  if (schema.pattern) {
    return fc
      .stringMatching(new RegExp(schema.pattern))
      .filter((text) => text.length >= minLength && text.length <= (schema.maxLength ?? Infinity));
  }
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.format === 'uri') return fc.webUrl();
  return fc.oneof(
    fc.string({ minLength, maxLength }),
    fc.string({ minLength, maxLength, unit: 'grapheme' }).filter((text) => text.length <= maxLength),
  );
}

function objectOf(schema: JsonSchema, hint: FieldHint): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const model = Object.fromEntries(
    Object.entries(properties).map(([name, property]) => [name, validInput(property, hint, name)]),
  );
  if (Object.keys(model).length === 0 && typeof schema.additionalProperties === 'object') {
    return fc.dictionary(
      fc.string({ minLength: 1, maxLength: 8 }),
      validInput(schema.additionalProperties, hint),
      {
        maxKeys: 4,
      },
    );
  }
  return fc.record(model, { requiredKeys: (schema.required ?? []).filter((name) => name in model) });
}

/**
 * Values that pass the schema as JSON Schema states it: what a well-behaved client sends. The
 * field's name lets `hint` choose a value that reaches past validation (an existing id).
 */
export function validInput(schema: JsonSchema, hint: FieldHint = noHint, field = ''): fc.Arbitrary<unknown> {
  const hinted = field ? hint(field, schema) : undefined;
  if (hinted) return hinted;
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.oneOf ?? schema.anyOf;
  if (alternatives)
    return fc.oneof(...alternatives.map((alternative) => validInput(alternative, hint, field)));
  if (schema.allOf?.[0]) return validInput(schema.allOf[0], hint, field);
  switch (typeOf(schema)) {
    case 'object':
      return objectOf(schema, hint);
    case 'array': {
      const minLength = schema.minItems ?? 0;
      const maxLength = Math.max(minLength, Math.min(schema.maxItems ?? 4, 4));
      return fc.array(validInput(schema.items ?? {}, hint, field), { minLength, maxLength });
    }
    case 'string':
      return stringOf(schema);
    case 'integer':
      return integerOf(schema);
    case 'number':
      return numberOf(schema);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      return fc.oneof(fc.string({ maxLength: 8 }), fc.integer(), fc.boolean());
  }
}

/** The names of an object schema's fields, and which of them are required. */
export function fieldsOf(schema: JsonSchema | undefined): { names: string[]; required: string[] } {
  if (!schema) return { names: [], required: [] };
  const variants = schema.oneOf ?? schema.anyOf ?? [schema];
  const names = new Set<string>();
  const required = new Set<string>();
  for (const variant of variants) {
    for (const name of Object.keys(variant.properties ?? {})) names.add(name);
    for (const name of variant.required ?? []) required.add(name);
  }
  return { names: [...names], required: [...required] };
}
