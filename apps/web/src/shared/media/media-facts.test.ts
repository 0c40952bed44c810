import { describe, expect, it } from 'vitest';
import { durationText, resolutionText } from './media-facts';

describe('a media file’s facts as shown', () => {
  it('reads a length as a clock does', () => {
    expect(durationText(2.5)).toBe('0:03');
    expect(durationText(75)).toBe('1:15');
    expect(durationText(3725)).toBe('1:02:05');
    expect(durationText(null)).toBe('--');
  });

  it('gives a size in pixels only when both are known', () => {
    expect(resolutionText({ width: 1920, height: 1080 })).toBe('1920 × 1080');
    expect(resolutionText({ width: null, height: null })).toBe('--');
  });
});
