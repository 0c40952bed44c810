import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { unfitTextAt } from './control-characters';
import { issueMessage, keyedMessageOf } from './issue-messages';
import { type MessageKey, messages, translate } from './messages';

describe('a message turned back into its key', () => {
  it('finds the key and values of every message of the catalogue', () => {
    for (const key of Object.keys(messages) as MessageKey[]) {
      const names = [...messages[key].en.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string);
      const params = Object.fromEntries(names.map((name, at) => [name, `v${at}x`]));
      expect(keyedMessageOf(translate(key, 'en', params)), key).toEqual({ key, params });
    }
  });

  it("prefers a field's own message to the general one it also reads as", () => {
    expect(keyedMessageOf('phone cannot be empty')?.key).toBe('validation.mobileRequired');
    expect(keyedMessageOf('remark cannot be empty')).toEqual({
      key: 'validation.required',
      params: { field: 'remark' },
    });
  });

  it('knows no text that is not in the catalogue', () => {
    expect(keyedMessageOf('Invalid input: expected string, received undefined')).toBeUndefined();
  });
});

describe('an issue of a schema as a keyed message', () => {
  const firstIssue = (schema: z.ZodType, value: unknown) => {
    const issue = schema.safeParse(value).error?.issues[0];
    if (!issue) throw new Error('expected an issue');
    return issue;
  };

  it("says a missing field cannot be empty, never the library's words", () => {
    const issue = firstIssue(z.object({ mobile: z.string() }), {});
    expect(issueMessage(issue, 'mobile', true)).toEqual({
      key: 'validation.required',
      params: { field: 'mobile' },
    });
  });

  it('names limits by the kind of value', () => {
    expect(issueMessage(firstIssue(z.string().max(3), 'abcd'), 'name', false)).toEqual({
      key: 'validation.tooLong',
      params: { field: 'name', max: 3 },
    });
    expect(issueMessage(firstIssue(z.number().max(9), 10), 'runstate', false)).toEqual({
      key: 'validation.max',
      params: { field: 'runstate', max: 9 },
    });
    expect(issueMessage(firstIssue(z.array(z.string()).max(1), ['a', 'b']), 'keys', false)).toEqual({
      key: 'validation.tooMany',
      params: { field: 'keys', max: 1 },
    });
    expect(issueMessage(firstIssue(z.enum(['week', 'month']), 'year'), 'range', false)).toEqual({
      key: 'validation.oneOf',
      params: { field: 'range', values: 'week, month' },
    });
    expect(issueMessage(firstIssue(z.object({}).strict(), { x: 1 }), 'query', false)).toEqual({
      key: 'validation.unknownField',
      params: { keys: 'x' },
    });
  });

  it("keeps the contract's own message, filling in the field it could not name", () => {
    const id = z.number({ error: translate('validation.integer', 'en', { min: 1, max: 9 }) });
    expect(issueMessage(firstIssue(id, 'x'), 'projectid', false)).toEqual({
      key: 'validation.integer',
      params: { field: 'projectid', min: '1', max: '9' },
    });
    const named = z.string({ error: translate('validation.date', 'en', { field: 'package expiry' }) });
    expect(issueMessage(firstIssue(named, 1), 'packageexpire', false).params.field).toBe('package expiry');
  });
});

describe('unfit characters in a whole input', () => {
  const control = (path: string) => ({ path, key: 'validation.controlCharacter' });
  it('are found in nested values and keys, and named by their path', () => {
    expect(unfitTextAt({ name: 'lamp', params: { points: [{ time: '1\u00000' }] } }, 'body')).toEqual(
      control('params.points.0.time'),
    );
    expect(unfitTextAt({ params: { 'o\u0000n': true } }, 'body')).toEqual(control('params'));
    expect(unfitTextAt({ 'a\u0001': 1 }, 'query')).toEqual(control('query'));
    expect(unfitTextAt('a\u0000', 'body')).toEqual(control('body'));
  });

  it('include half of a surrogate pair, in a value or a key, but not a whole pair', () => {
    const broken = (path: string) => ({ path, key: 'validation.brokenText' });
    expect(unfitTextAt({ name: 'x\ud800' }, 'body')).toEqual(broken('name'));
    expect(unfitTextAt({ params: { version: 'a\udcd2' } }, 'body')).toEqual(broken('params.version'));
    expect(unfitTextAt({ '\udcd2': 1 }, 'query')).toEqual(broken('query'));
    expect(unfitTextAt({ name: '灯 \ud83d\udca1' }, 'body')).toBeUndefined();
  });

  it('let tabs and line breaks through, which multi-line text may hold', () => {
    expect(
      unfitTextAt({ remark: 'one\r\n\ttwo', ids: [1, 2], on: true, none: null }, 'body'),
    ).toBeUndefined();
  });
});
