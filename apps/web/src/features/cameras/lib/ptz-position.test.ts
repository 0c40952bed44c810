import { describe, expect, it } from 'vitest';
import { ptzNumber, ptzReading } from './ptz-position';

describe("a PTZ camera's position as read", () => {
  it('keeps one decimal at most, and writes a true minus sign', () => {
    expect(ptzReading({ pan: 32, tilt: -12.04, zoom: 2.44 })).toEqual({
      pan: '32',
      tilt: '\u221212',
      zoom: '2.4',
    });
    expect(ptzNumber(359.96)).toBe('360');
    expect(ptzNumber(-0.04)).toBe('0');
    expect(ptzNumber(7.5)).toBe('7.5');
  });
});
