import { describe, expect, it } from 'vitest';
import { RequestError } from '../../../../shared/api/api-client';
import { refusalOf } from './refusal';

describe('a refusal of the detail wall', () => {
  it('tells a foreign or missing id, a role without the right and a malformed id apart', () => {
    expect(refusalOf(new RequestError('project not found', 404, 404))).toBe('not-found');
    expect(refusalOf(new RequestError('insufficient permission', 2001, 403))).toBe('forbidden');
    expect(refusalOf(new RequestError('projectid: please select a project', 400, 400))).toBe('invalid');
  });

  it('is none for a lost connection or a server error, which the wall asks again', () => {
    expect(refusalOf(new RequestError('server error', 500, 500))).toBeUndefined();
    expect(refusalOf(new TypeError('Failed to fetch'))).toBeUndefined();
    expect(refusalOf(null)).toBeUndefined();
  });
});
