import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('the base map settings', () => {
  it('default to a plain background without a credit line', () => {
    expect(loadConfig({}).map).toEqual({ tileUrl: '', attribution: '' });
  });

  it('take a tile URL template on another host or on this one', () => {
    const remote = loadConfig({
      MAP_TILE_URL: 'https://tile.example.org/{z}/{x}/{y}.png',
      MAP_ATTRIBUTION: '© OpenStreetMap contributors',
    });
    expect(remote.map).toEqual({
      tileUrl: 'https://tile.example.org/{z}/{x}/{y}.png',
      attribution: '© OpenStreetMap contributors',
    });
    expect(loadConfig({ MAP_TILE_URL: '/tiles/{z}/{x}/{y}.webp' }).map.tileUrl).toBe(
      '/tiles/{z}/{x}/{y}.webp',
    );
  });

  it('refuse a tile URL without {z}, {x} and {y} or of another scheme, naming the variable', () => {
    for (const bad of ['https://tile.example.org/tiles.png', 'ftp://tile.example.org/{z}/{x}/{y}.png']) {
      expect(() => loadConfig({ MAP_TILE_URL: bad })).toThrow(ConfigError);
      expect(() => loadConfig({ MAP_TILE_URL: bad })).toThrow(/MAP_TILE_URL/);
    }
  });
});
