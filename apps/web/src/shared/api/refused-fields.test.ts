import { describe, expect, it } from 'vitest';
import { RequestError } from './api-client';
import { refusedFields } from './refused-fields';

const refused = (errors: NonNullable<RequestError['ref']['errors']>) =>
  new RequestError('refused', 400, 400, { errors });

describe('the fields a refused write names', () => {
  it('each carry their messages in the language asked for', () => {
    const error = refused([
      {
        field: 'streamurl',
        key: 'camera.url',
        params: { field: 'HLS', schemes: 'http:// or https://' },
        message: 'the HLS address must start with http:// or https://',
      },
    ]);
    expect(refusedFields(error, 'zh')).toEqual([
      { name: ['streamurl'], errors: ['HLS地址必须以 http:// or https:// 开头'] },
    ]);
  });

  it("gather a field's messages, follow dotted names into lists, and keep the server's words for an unknown key", () => {
    const error = refused([
      { field: 'points.1.time', key: 'no.such.key', params: {}, message: 'time is wrong' },
      { field: 'points.1.time', key: 'no.such.key', params: {}, message: 'time is late' },
    ]);
    expect(refusedFields(error, 'en')).toEqual([
      { name: ['points', 1, 'time'], errors: ['time is wrong', 'time is late'] },
    ]);
  });

  it('are none for a failure that names no field', () => {
    expect(refusedFields(new RequestError('Network error', 0, 0), 'en')).toEqual([]);
    expect(refusedFields(new Error('boom'), 'en')).toEqual([]);
  });
});
