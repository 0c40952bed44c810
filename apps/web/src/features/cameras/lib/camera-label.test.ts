import { describe, expect, it } from 'vitest';
import { cameraLabel, numberTellsMore } from './camera-label';

describe("a camera's label", () => {
  it('is its name and number', () => {
    const camera = { devicecode: 'HZ-XH-C1', devicename: 'Beishan gate' };
    expect(cameraLabel(camera)).toBe('Beishan gate · HZ-XH-C1');
    expect(numberTellsMore(camera)).toBe(true);
  });

  it('is its name alone when it is named by its number', () => {
    const camera = { devicecode: 'HZ-XH-C1', devicename: 'HZ-XH-C1' };
    expect(cameraLabel(camera)).toBe('HZ-XH-C1');
    expect(numberTellsMore(camera)).toBe(false);
  });
});
