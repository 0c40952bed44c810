import { describe, expect, it } from 'vitest';
import { microphoneProblem } from './live-recorder';

describe('the microphone’s problems', () => {
  it('tells a refusal, a missing microphone, and a browser that cannot record apart', () => {
    expect(microphoneProblem(new DOMException('no', 'NotAllowedError'))).toBe('denied');
    expect(microphoneProblem(new DOMException('no', 'NotFoundError'))).toBe('missing');
    expect(microphoneProblem(new DOMException('no', 'NotSupportedError'))).toBe('unsupported');
    expect(microphoneProblem(new Error('anything else'))).toBe('unsupported');
  });
});
