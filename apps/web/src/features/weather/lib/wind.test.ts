import { describe, expect, it } from 'vitest';
import { compassPoint, windArrowRotation } from './wind';

describe('windArrowRotation', () => {
  it('points the arrow where the wind blows, the opposite of where it comes from', () => {
    expect(windArrowRotation(0)).toBe(180);
    expect(windArrowRotation(90)).toBe(270);
    expect(windArrowRotation(180)).toBe(0);
    expect(windArrowRotation(315)).toBe(135);
  });

  it('stays within a turn for directions past 360 or below 0', () => {
    expect(windArrowRotation(360)).toBe(180);
    expect(windArrowRotation(-90)).toBe(90);
    expect(windArrowRotation(725)).toBe(185);
  });
});

describe('compassPoint', () => {
  it('names the nearest of the eight points, north again just short of a full turn', () => {
    expect(compassPoint(0)).toBe(0);
    expect(compassPoint(22)).toBe(0);
    expect(compassPoint(23)).toBe(1);
    expect(compassPoint(90)).toBe(2);
    expect(compassPoint(200)).toBe(4);
    expect(compassPoint(300)).toBe(7);
    expect(compassPoint(350)).toBe(0);
    expect(compassPoint(-45)).toBe(7);
  });
});
