import {
  deviceSheetColumns,
  issueMessage,
  type Language,
  type MessageKey,
  messages,
  translate,
} from '@lamplighter/contract';
import type { z } from 'zod';

/** A problem of one row before it is put in words: the column, the message key and its values. */
export interface RowProblem {
  field: string;
  key: MessageKey;
  params?: Record<string, string | number> | undefined;
}

/** A schema issue as a row problem: the contract's own message where it has one, else by its kind. */
export function problemOfIssue(issue: z.core.$ZodIssue): RowProblem {
  const field = String(issue.path[0] ?? '');
  return { field, ...issueMessage(issue, field, false) };
}

/** The column's label in the language asked; the key for a field that is not a column. */
export function columnLabel(field: string, lang: Language): string {
  const column = deviceSheetColumns.find((candidate) => candidate.key === field);
  return column ? column[lang] : field;
}

/** The reason of a problem in the language asked; a `{field}` value names the column's label. */
export function reasonOf(problem: RowProblem, lang: Language): string {
  const params = { ...problem.params };
  if ('field' in params || messages[problem.key].en.includes('{field}'))
    params.field = columnLabel(problem.field, lang);
  return translate(problem.key, lang, params);
}
