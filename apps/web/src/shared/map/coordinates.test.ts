import { describe, expect, it } from 'vitest';
import { coordinateFieldsProblem, formatCoordinates, readCoordinates } from './coordinates';

describe('readCoordinates', () => {
  it('reads a longitude and a latitude separated by a comma, a Chinese comma, a semicolon or spaces', () => {
    for (const text of [
      '116.397128,39.916527',
      ' 116.397128 ， 39.916527 ',
      '116.397128; 39.916527',
      '116.397128 39.916527',
    ]) {
      expect(readCoordinates(text)).toEqual({ value: { longitude: 116.397128, latitude: 39.916527 } });
    }
    expect(readCoordinates('-180,-90')).toEqual({ value: { longitude: -180, latitude: -90 } });
    expect(readCoordinates('+.5,7.')).toEqual({ value: { longitude: 0.5, latitude: 7 } });
  });

  it("asks for coordinates first when nothing is typed (the seed's message)", () => {
    expect(readCoordinates('')).toEqual({ problem: 'map.enterCoordinates' });
    expect(readCoordinates('   ')).toEqual({ problem: 'map.enterCoordinates' });
  });

  it('calls anything else an invalid coordinate format, out of range included', () => {
    for (const text of [
      '116.39',
      '116.39,39.91,5',
      'abc,39',
      '116.39,',
      '1e2,3',
      '0x10,5',
      '180.1,0',
      '0,90.5',
      '--1,2',
    ]) {
      expect(readCoordinates(text), text).toEqual({ problem: 'map.invalidCoordinates' });
    }
  });
});

describe('formatCoordinates', () => {
  it('writes six decimals at most, in the order the selector reads', () => {
    const point = { longitude: 116.3971284999, latitude: 39.9 };
    expect(formatCoordinates(point)).toBe('116.397128,39.9');
    expect(readCoordinates(formatCoordinates(point))).toEqual({
      value: { longitude: 116.397128, latitude: 39.9 },
    });
  });
});

describe('coordinateFieldsProblem', () => {
  it('accepts both in range, or neither', () => {
    expect(coordinateFieldsProblem(116.4, 39.9)).toBeUndefined();
    expect(coordinateFieldsProblem(undefined, null)).toBeUndefined();
  });

  it('names the field out of range, then a missing half of the pair', () => {
    expect(coordinateFieldsProblem(181, 39.9)).toBe('validation.longitude');
    expect(coordinateFieldsProblem(116.4, -91)).toBe('validation.latitude');
    expect(coordinateFieldsProblem(116.4, undefined)).toBe('validation.coordinatesPair');
    expect(coordinateFieldsProblem(null, 39.9)).toBe('validation.coordinatesPair');
  });
});
