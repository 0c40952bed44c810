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

describe('the PostgreSQL pool', () => {
  it('is sized by the machine unless DATABASE_POOL_SIZE says, which must be 1 to 100', () => {
    expect(loadConfig({}).databasePoolSize).toBeUndefined();
    expect(loadConfig({ DATABASE_POOL_SIZE: '12' }).databasePoolSize).toBe(12);
    for (const bad of ['0', '101', 'many', '2.5']) {
      expect(() => loadConfig({ DATABASE_POOL_SIZE: bad })).toThrow(/DATABASE_POOL_SIZE/);
    }
  });
});

describe('the device API settings', () => {
  it('default to port 1883, no WebSocket and 64 KB messages', () => {
    expect(loadConfig({}).mqtt).toEqual({ port: 1883, webSocket: false, maxMessageBytes: 65536 });
    expect(loadConfig({ MQTT_PORT: '0', MQTT_WS: 'true', MQTT_MAX_MESSAGE_BYTES: '4096' }).mqtt).toEqual({
      port: 0,
      webSocket: true,
      maxMessageBytes: 4096,
    });
  });

  it('refuse a message limit below 1 KB or above 16 MB, naming the variable', () => {
    for (const bad of ['1000', '16777217', 'big']) {
      expect(() => loadConfig({ MQTT_MAX_MESSAGE_BYTES: bad })).toThrow(/MQTT_MAX_MESSAGE_BYTES/);
    }
  });
});

describe('the Redis of several processes', () => {
  const database = { DATABASE_URL: 'postgres://lamp@db/lamp' };

  it('is none unless REDIS_URL is set, and then keeps the installation under REDIS_PREFIX', () => {
    expect(loadConfig(database).redis).toBeUndefined();
    expect(loadConfig({ ...database, REDIS_URL: 'redis://cache:6379/2' }).redis).toEqual({
      url: 'redis://cache:6379/2',
      prefix: 'lamplighter',
    });
    expect(
      loadConfig({ ...database, REDIS_URL: 'rediss://cache:6380', REDIS_PREFIX: 'city-north' }).redis?.prefix,
    ).toBe('city-north');
  });

  it('refuses another scheme, an odd prefix, and Redis without PostgreSQL, naming the variable', () => {
    expect(() => loadConfig({ ...database, REDIS_URL: 'http://cache:6379' })).toThrow(/REDIS_URL/);
    expect(() => loadConfig({ ...database, REDIS_URL: 'redis://cache', REDIS_PREFIX: 'a b' })).toThrow(
      /REDIS_PREFIX/,
    );
    expect(() => loadConfig({ REDIS_URL: 'redis://cache:6379' })).toThrow(
      'REDIS_URL: several processes need DATABASE_URL; the embedded store serves one',
    );
  });
});

describe('the HTTP keep-alive', () => {
  it('keeps an idle connection 5 s unless told, in seconds or minutes up to an hour', () => {
    expect(loadConfig({}).keepAliveMs).toBe(5000);
    expect(loadConfig({ HTTP_KEEP_ALIVE: '75' }).keepAliveMs).toBe(75_000);
    expect(loadConfig({ HTTP_KEEP_ALIVE: '2m' }).keepAliveMs).toBe(120_000);
    for (const bad of ['0', '2h', 'long']) {
      expect(() => loadConfig({ HTTP_KEEP_ALIVE: bad })).toThrow(/HTTP_KEEP_ALIVE/);
    }
  });
});

describe('the demo fleet setting', () => {
  it('refuses anything but on or off, naming the variable', () => {
    for (const bad of ['yes', 'true', 'ON']) {
      expect(() => loadConfig({ SIMULATOR: bad })).toThrow(/SIMULATOR/);
    }
  });

  it('is on for the embedded store and off for PostgreSQL unless set', () => {
    expect(loadConfig({}).simulator).toBe(true);
    expect(loadConfig({ DATABASE_URL: 'postgres://db/lamplighter' }).simulator).toBe(false);
    expect(loadConfig({ SIMULATOR: 'off' }).simulator).toBe(false);
    expect(loadConfig({ SIMULATOR: 'on', DATABASE_URL: 'postgres://db/lamplighter' }).simulator).toBe(true);
    expect(loadConfig({ SIMULATOR: '' }).simulator).toBe(true);
  });

  it("shows ffmpeg's live test pattern on the demo cameras unless told to play the shipped loop", () => {
    expect(loadConfig({}).demoCameraVideo).toBe('pattern');
    expect(loadConfig({ SIMULATOR_CAMERA_VIDEO: 'loop' }).demoCameraVideo).toBe('loop');
    expect(() => loadConfig({ SIMULATOR_CAMERA_VIDEO: 'clip' })).toThrow(/SIMULATOR_CAMERA_VIDEO/);
  });
});

describe('the password hash cost', () => {
  it('is the standard cost unless set', () => {
    expect(loadConfig({}).passwordHashCost).toBe('standard');
    expect(loadConfig({ PASSWORD_HASH_COST: 'test', NODE_ENV: 'test' }).passwordHashCost).toBe('test');
  });

  it('refuses the test cost outside automated tests, and anything else, naming the variable', () => {
    for (const env of [
      { PASSWORD_HASH_COST: 'test' },
      { PASSWORD_HASH_COST: 'test', NODE_ENV: 'production' },
    ]) {
      expect(() => loadConfig(env)).toThrow(ConfigError);
      expect(() => loadConfig(env)).toThrow(/PASSWORD_HASH_COST: test is refused unless NODE_ENV=test/);
    }
    expect(() => loadConfig({ PASSWORD_HASH_COST: 'low', NODE_ENV: 'test' })).toThrow(/PASSWORD_HASH_COST/);
  });
});
