import { describe, expect, it } from 'vitest';
import { RequestError } from '../../../shared/api/api-client';
import { problemOfCall, problemOfStream } from './play-problem';

describe('why a camera does not play', () => {
  it("is the server's message key and values when it sent one", () => {
    const refused = new RequestError('all 16 live conversions are in use', 409, 409, {
      key: 'camera.tooManyStreams',
      params: { max: 16 },
    });
    expect(problemOfCall(refused)).toEqual({ key: 'camera.tooManyStreams', params: { max: 16 } });
    const noStream = new RequestError('no stream', 409, 409, { key: 'camera.noStream' });
    expect(problemOfCall(noStream)).toEqual({ key: 'camera.noStream' });
  });

  it("is the client's words for a failure without a known key", () => {
    expect(problemOfCall(new RequestError('Network error', 0, 0))).toEqual({ text: 'Network error' });
    expect(problemOfCall(new RequestError('odd', 500, 500, { key: 'no.such.key' }))).toEqual({ text: 'odd' });
  });

  it('is an expired link when the stream refuses its signature, else the stream out of reach', () => {
    expect(problemOfStream(403)).toEqual({ key: 'camera.linkExpired' });
    expect(problemOfStream(502)).toEqual({ key: 'camera.streamUnavailable' });
    expect(problemOfStream(undefined)).toEqual({ key: 'camera.streamUnavailable' });
  });
});
