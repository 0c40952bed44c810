import type { z } from 'zod';
import { type MessageKey, messages } from './messages';

/** A message by its key and the values of its placeholders. */
export interface KeyedMessage {
  key: MessageKey;
  params: Record<string, string | number>;
}

/**
 * The contract's schemas carry their messages as English text. Each English template becomes a
 * pattern, so that a message is turned back into its key and values and said in any language.
 * The templates with the most literal text are tried first: `phone cannot be empty` is the
 * phone's own message, not `{field} cannot be empty` about a field named "phone".
 */
let templates: { key: MessageKey; names: string[]; pattern: RegExp; literal: number }[] | undefined;

function templateList() {
  templates ??= (Object.keys(messages) as MessageKey[])
    .map((key) => {
      const names: string[] = [];
      let literal = 0;
      const source = messages[key].en
        .split(/(\{\w+\})/)
        .map((part) => {
          const name = /^\{(\w+)\}$/.exec(part)?.[1];
          if (name) {
            names.push(name);
            return '(.+?)';
          }
          literal += part.length;
          return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        })
        .join('');
      return { key, names, pattern: new RegExp(`^${source}$`), literal };
    })
    .sort((a, b) => b.literal - a.literal);
  return templates;
}

/** The key and values of a catalogue message given as its English text; undefined for other text. */
export function keyedMessageOf(text: string): KeyedMessage | undefined {
  for (const { key, names, pattern } of templateList()) {
    const match = pattern.exec(text);
    if (match)
      return { key, params: Object.fromEntries(names.map((name, at) => [name, match[at + 1] ?? ''])) };
  }
  return undefined;
}

/** A message by the kind of issue, for checks that carry no message of the contract's own. */
function byKind(issue: z.core.$ZodIssue, missing: boolean): KeyedMessage {
  if (missing) return { key: 'validation.required', params: {} };
  switch (issue.code) {
    case 'too_big': {
      const max = Number(issue.maximum);
      if (issue.origin === 'string') return { key: 'validation.tooLong', params: { max } };
      if (issue.origin === 'array' || issue.origin === 'set')
        return { key: 'validation.tooMany', params: { max } };
      return { key: 'validation.max', params: { max } };
    }
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'string')
        return min <= 1
          ? { key: 'validation.required', params: {} }
          : { key: 'validation.tooShort', params: { min } };
      if (issue.origin === 'array' || issue.origin === 'set')
        return min <= 1
          ? { key: 'validation.required', params: {} }
          : { key: 'validation.tooFew', params: { min } };
      return { key: 'validation.min', params: { min } };
    }
    case 'invalid_value':
      return { key: 'validation.oneOf', params: { values: issue.values.map(String).join(', ') } };
    case 'unrecognized_keys':
      return { key: 'validation.unknownField', params: { keys: issue.keys.join(', ') } };
    case 'invalid_type':
      if (issue.expected === 'number' || issue.expected === 'int')
        return { key: 'validation.number', params: {} };
      return { key: 'validation.invalid', params: {} };
    default:
      return { key: 'validation.invalid', params: {} };
  }
}

/**
 * What an issue of a contract schema says, as a key and values: the contract's own message where
 * it gave one, else a message by the kind of issue (never the library's own English). `field`
 * fills a `{field}` the schema could not fill itself; `missing` tells that no value was sent.
 */
export function issueMessage(issue: z.core.$ZodIssue, field: string, missing: boolean): KeyedMessage {
  const keyed = keyedMessageOf(issue.message) ?? byKind(issue, missing);
  const template = messages[keyed.key].en;
  const unnamed = keyed.params.field === undefined || keyed.params.field === '{field}';
  if (template.includes('{field}') && unnamed) keyed.params = { ...keyed.params, field };
  return keyed;
}
