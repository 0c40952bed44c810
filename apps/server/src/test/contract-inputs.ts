import { type Endpoint, endpoints, INT4_MAX } from '@lamplighter/contract';
import { z } from 'zod';

/** The JSON Schema of one input field, as much of it as the tests read. */
export interface FieldSchema {
  type?: string;
  minimum?: number;
  maximum?: number;
  items?: FieldSchema;
  anyOf?: FieldSchema[];
}

export interface InputField {
  endpoint: Endpoint;
  /** Where the endpoint reads its input. */
  part: 'query' | 'body';
  name: string;
  schema: FieldSchema;
  /** What the input needs besides the field to be read at all: the member of a union it belongs to. */
  base: Record<string, unknown>;
}

export const everyEndpoint: Endpoint[] = Object.values(endpoints).flatMap((group) => Object.values(group));

/** The top-level fields of an input schema, every branch of a union included. */
function propertiesOf(schema: z.ZodType): Record<string, FieldSchema> {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as {
    properties?: Record<string, FieldSchema>;
    anyOf?: { properties?: Record<string, FieldSchema> }[];
    oneOf?: { properties?: Record<string, FieldSchema> }[];
  };
  const branches = [json, ...(json.anyOf ?? []), ...(json.oneOf ?? [])];
  return Object.assign({}, ...branches.map((branch) => branch.properties ?? {}));
}

type Def = { type: string } & Record<string, unknown>;

/**
 * A discriminated union reads nothing else of an input until its discriminator names a member:
 * the discriminator with the value of the first member, or nothing for other schemas.
 */
export function discriminatorOf(schema: z.core.$ZodType): Record<string, unknown> {
  const def = schema._zod.def as Def;
  const discriminator = def.discriminator as string | undefined;
  if (def.type === 'union' && discriminator) {
    const first = (def.options as z.core.$ZodType[])[0];
    const [value] = first?._zod.propValues?.[discriminator] ?? [];
    return { [discriminator]: value };
  }
  if (def.type === 'pipe') {
    const inner = def.in as z.core.$ZodType;
    return discriminatorOf(inner._zod.def.type === 'transform' ? (def.out as z.core.$ZodType) : inner);
  }
  return def.innerType ? discriminatorOf(def.innerType as z.core.$ZodType) : {};
}

/** Every field of every endpoint's query and body, read from the contract's own schemas. */
export const everyInputField: InputField[] = everyEndpoint.flatMap((endpoint) => {
  // A POST whose body is bytes (a live broadcast's piece) names what they are in its query.
  const part = endpoint.method === 'GET' || !endpoint.body ? 'query' : 'body';
  const schema = part === 'query' ? endpoint.query : endpoint.body;
  if (!schema) return [];
  const base = discriminatorOf(schema);
  return Object.entries(propertiesOf(schema)).map(([name, field]) => ({
    endpoint,
    part,
    name,
    schema: field,
    base,
  }));
});

/** The integer a field holds, for a field of integers or a list of them. */
export function integerOf(field: InputField): FieldSchema | undefined {
  const schema = field.schema.type === 'array' ? field.schema.items : field.schema;
  return schema?.type === 'integer' ? schema : undefined;
}

/** Fields stored in integer columns: ids, numbers, flags (times, stored as timestamps, are not). */
export const integerFields = everyInputField.filter((field) => {
  const integer = integerOf(field);
  return integer !== undefined && (integer.maximum ?? Number.POSITIVE_INFINITY) <= INT4_MAX;
});

export const label = (field: InputField) => `${field.endpoint.method} ${field.endpoint.path} ${field.name}`;
