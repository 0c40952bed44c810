import { type Language, translate } from '@lamplighter/contract';
import type { FormInstance } from 'antd';
import { isMessageKey, RequestError } from './api-client';

/** A refused field as Ant Design's `form.setFields` takes it. */
export interface RefusedField {
  name: (string | number)[];
  errors: string[];
}

/**
 * The fields a refused write names (`errors[].field`, dotted into lists and nested values), each
 * with its messages in the user's language, or the server's English for a key this build does not
 * know: for `form.setFields`, so that each message shows under its field. None for other failures.
 */
export function refusedFields(error: unknown, lang: Language): RefusedField[] {
  if (!(error instanceof RequestError)) return [];
  const fields = new Map<string, string[]>();
  for (const refusal of error.ref.errors ?? []) {
    const text = isMessageKey(refusal.key) ? translate(refusal.key, lang, refusal.params) : refusal.message;
    fields.set(refusal.field, [...(fields.get(refusal.field) ?? []), text]);
  }
  return [...fields].map(([field, errors]) => ({
    name: field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part)),
    errors,
  }));
}

/** Shows each refused field's messages under it in `form`. */
export function showRefusedFields(
  form: Pick<FormInstance, 'setFields'>,
  error: unknown,
  lang: Language,
): void {
  form.setFields(refusedFields(error, lang));
}
