import { describe, expect, it } from 'vitest';
import { baseStyle, graticule, graticuleStep } from './map-style';

const origin = 'https://lamps.example.org';

describe('baseStyle', () => {
  it('without tiles needs nothing from the network: a background and the graticule, no glyphs or sprite', () => {
    const style = baseStyle({ tileUrl: '', attribution: '' }, origin);
    expect(style.glyphs).toBeUndefined();
    expect(style.sprite).toBeUndefined();
    expect(Object.values(style.sources).map((source) => source.type)).toEqual(['geojson']);
    expect(style.layers.map((layer) => layer.type)).toEqual(['background', 'line', 'line']);
    expect(style.layers.some((layer) => layer.type === 'symbol')).toBe(false);
  });

  it('with a tile URL draws the raster tiles with their credit line instead of the graticule', () => {
    const style = baseStyle(
      { tileUrl: 'https://t.example.org/{z}/{x}/{y}.png', attribution: '© OSM' },
      origin,
    );
    expect(style.sources.base).toMatchObject({
      type: 'raster',
      tiles: ['https://t.example.org/{z}/{x}/{y}.png'],
      attribution: '© OSM',
    });
    expect(style.layers.map((layer) => layer.id)).toEqual(['background', 'base']);
  });

  it("puts a tile path on the platform's own host", () => {
    const style = baseStyle({ tileUrl: '/tiles/{z}/{x}/{y}.png', attribution: '' }, origin);
    expect(style.sources.base).toMatchObject({ tiles: [`${origin}/tiles/{z}/{x}/{y}.png`] });
    expect(style.sources.base).not.toHaveProperty('attribution');
  });
});

describe('graticuleStep', () => {
  it('is 1, 2 or 5 times a power of ten, about a twelfth of the view, at most 10 degrees', () => {
    expect(graticuleStep(360)).toBe(10);
    expect(graticuleStep(40)).toBe(5);
    expect(graticuleStep(8)).toBe(1);
    expect(graticuleStep(0.1)).toBeCloseTo(0.01, 10);
    expect(graticuleStep(0.005)).toBeCloseTo(0.0005, 10);
  });
});

describe('graticule', () => {
  it('covers the view and a view around it with lines of the step, every fifth one major', () => {
    const lines = graticule([116, 39, 117, 40]).features;
    const meridians = lines.filter(
      (line) => line.geometry.coordinates[0]?.[0] === line.geometry.coordinates[1]?.[0],
    );
    const longitudes = meridians.map((line) => line.geometry.coordinates[0]?.[0] ?? Number.NaN);
    const step = graticuleStep(1.5);
    expect(Math.min(...longitudes)).toBeLessThanOrEqual(115 + step);
    expect(Math.max(...longitudes)).toBeGreaterThanOrEqual(118 - step);
    expect(meridians[0]?.geometry.coordinates.map((point) => point[1])).toEqual([38, 41]);
    const major = meridians
      .filter((line) => line.properties?.major)
      .map((line) => line.geometry.coordinates[0]?.[0]);
    expect(major.length).toBeGreaterThan(0);
    for (const longitude of major) expect(Math.abs(((longitude ?? 0) / (5 * step)) % 1)).toBeLessThan(1e-6);
  });

  it('stays within the world for a view of all of it', () => {
    const lines = graticule([-540, -85, 540, 85]).features;
    for (const line of lines) {
      for (const [lng, lat] of line.geometry.coordinates as [number, number][]) {
        expect(Math.abs(lng)).toBeLessThanOrEqual(180);
        expect(Math.abs(lat)).toBeLessThanOrEqual(85);
      }
    }
    expect(lines.length).toBeLessThan(60);
  });
});
