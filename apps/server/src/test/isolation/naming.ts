import fc from 'fast-check';
import { kindOf, type RecordKind, recordKinds } from '../fuzz/field-hints';
import { FilePart } from '../fuzz/file-parts';
import type { FuzzTarget } from '../fuzz/fuzz-targets';
import type { FieldHint, JsonSchema } from '../fuzz/valid-input';
import type { TenantRecords } from './tenant-records';

/** The identifiers of one tenant's records, as a request names them. */
export interface Identifiers {
  ids: Record<RecordKind, number[]>;
  /** Device numbers, the factory's among them (a bind names one). */
  deviceCodes: string[];
  manufacturerCodes: string[];
  usernames: string[];
  contacts: string[];
  /** Names to search for: a list's keyword may look for another tenant's records by name. */
  keywords: string[];
  /** Live broadcasts on air, by session. */
  liveSessions: string[];
}

export function identifiersOf(records: TenantRecords): Identifiers {
  return {
    ids: records.ids,
    deviceCodes: [...records.deviceCodes, ...records.factoryCodes.map((code) => code.devicecode)],
    manufacturerCodes: records.manufacturerCodes,
    usernames: records.usernames,
    contacts: records.contacts,
    keywords: records.secrets.filter((text) => text.includes(' ') && text.length <= 40),
    liveSessions: records.liveSessions,
  };
}

/**
 * Identifiers of records that exist nowhere, one for each of `real` in the same places: a request
 * naming them is the twin of one naming `real`, drawn from the same seed.
 */
export function ghostsOf(real: Identifiers): Identifiers {
  const ids = {} as Record<RecordKind, number[]>;
  recordKinds.forEach((kind, k) => {
    ids[kind] = real.ids[kind].map((_, index) => 2_000_000_000 + k * 1000 + index);
  });
  return {
    ids,
    deviceCodes: real.deviceCodes.map((_, index) => `GHOST-DEVICE-${index}`),
    manufacturerCodes: real.manufacturerCodes.map((_, index) => `GHOST-MK-${index}`),
    usernames: real.usernames.map((_, index) => `ghost_user_${index}`),
    contacts: real.contacts.map((_, index) => `1390000${String(index).padStart(4, '0')}`),
    keywords: real.keywords.map((_, index) => `Ghost name ${index}`),
    liveSessions: real.liveSessions.map((_, index) => `Ghost_live_session_${String(index).padStart(3, '0')}`),
  };
}

/** Every text by which `identifiers` name a record (ids aside: numbers are everywhere). */
export function identifierTexts(identifiers: Identifiers): string[] {
  return [
    ...identifiers.keywords,
    ...identifiers.deviceCodes,
    ...identifiers.manufacturerCodes,
    ...identifiers.usernames,
    ...identifiers.contacts,
    ...identifiers.liveSessions,
  ];
}

const itemsOf = (schema: JsonSchema) => (schema.type === 'array' ? (schema.items ?? {}) : schema);

/** The identifiers of `names` that a field of `target`'s input takes, if it takes any. */
function identifiersFor(
  target: FuzzTarget,
  field: string,
  schema: JsonSchema,
  names: Identifiers,
): (string | number)[] | undefined {
  const type = itemsOf(schema).type;
  const kind = kindOf(target.group, field);
  if (kind && type === 'integer') return names.ids[kind];
  if (type !== 'string') return undefined;
  if (field === 'devicecode' || field === 'devicecodes' || field === 'lights') return names.deviceCodes;
  if (field === 'code' && target.group === 'manufacturer') return names.manufacturerCodes;
  if (field === 'username') return names.usernames;
  if (field === 'contact') return names.contacts;
  if (field === 'keyword') return names.keywords;
  if (field === 'sessionid') return names.liveSessions;
  if (field === 'account' && target.group === 'user') return names.ids.account.map(String);
  return undefined;
}

/** The fields of `target`'s input, at any depth, that name a record. */
export function identifierFields(target: FuzzTarget, names: Identifiers): string[] {
  const found = new Set<string>();
  const visit = (schema: JsonSchema) => {
    for (const variant of [schema, ...(schema.oneOf ?? []), ...(schema.anyOf ?? [])]) {
      for (const [field, property] of Object.entries(variant.properties ?? {})) {
        if (identifiersFor(target, field, property, names)?.length) found.add(field);
        visit(itemsOf(property));
      }
    }
  };
  visit(target.schema);
  return [...found];
}

/** `schema` with `fields` required wherever they appear, so that every one of them is filled. */
export function requiring(schema: JsonSchema, fields: string[]): JsonSchema {
  const inner = (property: JsonSchema): JsonSchema =>
    property.type === 'array' && property.items
      ? { ...property, items: requiring(property.items, fields) }
      : requiring(property, fields);
  const result: JsonSchema = { ...schema };
  if (schema.properties) {
    result.properties = Object.fromEntries(
      Object.entries(schema.properties).map(([name, property]) => [name, inner(property)]),
    );
    const named = Object.keys(schema.properties).filter((name) => fields.includes(name));
    result.required = [...new Set([...(schema.required ?? []), ...named])];
  }
  if (schema.oneOf) result.oneOf = schema.oneOf.map((variant) => requiring(variant, fields));
  if (schema.anyOf) result.anyOf = schema.anyOf.map((variant) => requiring(variant, fields));
  return result;
}

/**
 * Which fields name the other tenant's records: all of them; one of them with the other naming
 * fields the caller's own ('only'), or left out where they may be ('alone', for calls that take
 * one target of several); or all of them with lists that mix the caller's records with the other's.
 */
export type Variant =
  | { kind: 'all' }
  | { kind: 'only'; field: string }
  | { kind: 'alone'; field: string }
  | { kind: 'mixed' };

export function variantName(variant: Variant): string {
  return 'field' in variant ? `${variant.kind} ${variant.field}` : variant.kind;
}

/** The naming fields a variant fills with the other tenant's identifiers. */
export function namedBy(variant: Variant, fields: string[]): string[] {
  return 'field' in variant ? [variant.field] : fields;
}

/**
 * A hint that fills the identifier fields chosen by `variant` with `names` and leaves every other
 * field to `own` (the fuzz's hints over the caller's own records); a file is the workbook that
 * names the other tenant's records for the import, an image elsewhere.
 */
export function namingHint(
  target: FuzzTarget,
  names: Identifiers,
  own: FieldHint,
  variant: Variant,
): FieldHint {
  return (field, schema) => {
    if (field === 'file') {
      return fc.constant(
        target.group === 'excel' ? new FilePart('xlsx', 'devices.xlsx') : new FilePart('png', 'face.png'),
      );
    }
    const named = identifiersFor(target, field, schema, names);
    if (!named?.length || ('field' in variant && variant.field !== field)) return own(field, schema);
    const theirs = fc.constantFrom(...named);
    if (schema.type !== 'array') return theirs;
    if (variant.kind !== 'mixed') return fc.array(theirs, { minLength: 1, maxLength: 2 });
    const mine = own(field, itemsOf(schema)) ?? theirs;
    return fc.tuple(mine, theirs).map((pair) => [...pair]);
  };
}
