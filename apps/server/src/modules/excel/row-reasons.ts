import {
  deviceSheetColumns,
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

const FLAG_COLUMNS = new Set<string>(['isnbiot', 'isbms', 'isgridcomplementary']);

/**
 * The contract's schemas carry their messages as English text. Each English template becomes a
 * pattern, so that a message is turned back into its key and values, and said in any language.
 */
const templates = (Object.keys(messages) as MessageKey[])
  .filter((key) => key.startsWith('validation.') || key.startsWith('error.'))
  .map((key) => {
    const names: string[] = [];
    const source = messages[key].en
      .split(/(\{\w+\})/)
      .map((part) => {
        const name = /^\{(\w+)\}$/.exec(part)?.[1];
        if (!name) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        names.push(name);
        return '(.+?)';
      })
      .join('');
    return { key, names, pattern: new RegExp(`^${source}$`) };
  });

function fromMessage(message: string): RowProblem | undefined {
  for (const { key, names, pattern } of templates) {
    const match = pattern.exec(message);
    if (!match) continue;
    const params = Object.fromEntries(names.map((name, at) => [name, match[at + 1] ?? '']));
    return { field: '', key, params };
  }
  return undefined;
}

/** A schema issue as a row problem: the contract's own message where it has one, else by its kind. */
export function problemOfIssue(issue: z.core.$ZodIssue): RowProblem {
  const field = String(issue.path[0] ?? '');
  const known = fromMessage(issue.message);
  if (known) return { ...known, field };
  if (FLAG_COLUMNS.has(field)) return { field, key: 'validation.flag' };
  if (issue.code === 'too_big' && issue.origin === 'string')
    return { field, key: 'validation.tooLong', params: { max: Number(issue.maximum) } };
  if (issue.code === 'too_big')
    return { field, key: 'validation.max', params: { max: Number(issue.maximum) } };
  if (issue.code === 'too_small')
    return { field, key: 'validation.min', params: { min: Number(issue.minimum) } };
  if (issue.code === 'invalid_type' && issue.expected === 'number')
    return { field, key: 'validation.number' };
  return { field, key: 'validation.invalid' };
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
