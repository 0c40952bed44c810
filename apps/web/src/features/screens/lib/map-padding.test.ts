import { describe, expect, it } from 'vitest';
import { clearOfLegend } from './map-padding';

describe('clearOfLegend', () => {
  it('keeps the devices above the legend on a large map', () => {
    expect(clearOfLegend(600, 48)).toEqual({ top: 60, left: 60, right: 60, bottom: 80 });
  });

  it('spares at most half of a small map for the legend, and never less than the sides', () => {
    expect(clearOfLegend(170, 90)).toEqual({ top: 20.4, left: 20.4, right: 20.4, bottom: 85 });
    expect(clearOfLegend(400, 0)).toEqual({ top: 48, left: 48, right: 48, bottom: 48 });
  });
});
