import { describe, expect, it } from 'vitest';
import { COMMAND_TTL_DEFAULT_SECONDS, sendCommandBody } from './device-commands';

function issues(input: unknown) {
  const parsed = sendCommandBody.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.path.join('.'));
}

describe('the command call', () => {
  it('wants exactly one target: numbers, a group or a project', () => {
    expect(issues({ method: 'switch', params: { on: true } })).toEqual(['devicecodes']);
    expect(issues({ devicecodes: ['A1'], groupid: 3, method: 'switch', params: { on: true } })).toEqual([
      'devicecodes',
    ]);
    expect(issues({ projectid: 3, method: 'switch', params: { on: true } })).toEqual([]);
  });

  it('names the method and each bad parameter under params', () => {
    expect(issues({ devicecodes: ['A1'], method: 'explode', params: {} })).toEqual(['method']);
    expect(issues({ devicecodes: ['A1'], method: 'dimming', params: { brightness: 101 } })).toEqual([
      'params.brightness',
    ]);
    expect(issues({ devicecodes: ['A1'], method: 'dimming', params: '{"brightness":' })).toEqual(['params']);
    expect(issues({ devicecodes: ['A1'], method: 'loadMode', params: { mode: 0 } })).toEqual([
      'params.points',
    ]);
    expect(issues({ devicecodes: ['A1'], method: 'switch', params: { on: true }, ttl: 5 })).toEqual(['ttl']);
  });

  it('takes form values: a comma list of numbers, params as JSON text, flags as text', () => {
    const parsed = sendCommandBody.parse({
      devicecodes: 'A1,B2',
      method: 'dimming',
      params: '{"brightness":40,"extra":1}',
      waitoffline: 'true',
    });
    expect(parsed).toEqual({
      devicecodes: ['A1', 'B2'],
      method: 'dimming',
      params: { brightness: 40 },
      waitoffline: true,
      ttl: COMMAND_TTL_DEFAULT_SECONDS,
    });
  });
});
