import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { telemetryKeys } from '@lamplighter/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  freePort,
  type ServerProcess,
  startServerProcess,
  stopServerProcess,
  waitUntilRunning,
} from '../../../../apps/server/src/test/server-process';
import type { PlannedDevice } from '../cli/layout';
import { PlatformApi } from '../cli/platform-api';
import { devicesOf, type TokenRow } from '../cli/tokens-csv';
import { startFleet } from './fleet';

/**
 * The fleet against the platform itself: devices created through the HTTP API, connected to the
 * platform's own MQTT broker with their access tokens, and what they reported read back through
 * the device detail.
 */
const PASSWORD = 'Sim#Lamp2026';
const HOUR = 3_600_000;
let server: ServerProcess;
let dataDir: string;
let mqttPort: number;
let api: PlatformApi;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'lamplighter-sim-'));
  mqttPort = await freePort();
  server = startServerProcess(
    { DATA_DIR: dataDir, ADMIN_PASSWORD: PASSWORD, MQTT_PORT: String(mqttPort) },
    await freePort(),
  );
  await waitUntilRunning(server);
  api = new PlatformApi(`http://127.0.0.1:${server.port}`);
  await api.signIn('admin', PASSWORD);
});

afterAll(async () => {
  if (server) await stopServerProcess(server);
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

interface Detail {
  devicecode: string;
  telemetry: { key: string; value: unknown; ts: string }[];
  attributes: { key: string; value: unknown }[];
  ingest: { malformed: number; rejected: number; lastreason: string };
}

/** 20 lights: 13 solar, 4 mains, and 3 Bluetooth-matrix lights behind a gateway. */
function twentyLights(): PlannedDevice[] {
  const at = (n: number) => ({ lat: 30.27 + n * 0.0003, lng: 120.16 });
  return [
    ...Array.from({ length: 13 }, (_, n) => ({ kind: 'solarLight' as const, code: `PT-S${n}`, ...at(n) })),
    ...Array.from({ length: 4 }, (_, n) => ({
      kind: 'mainsLight' as const,
      code: `PT-M${n}`,
      ...at(20 + n),
    })),
    { kind: 'gateway', code: 'PT-G0', ...at(30) },
    ...Array.from({ length: 3 }, (_, n) => ({
      kind: 'bleMatrixLight' as const,
      code: `PT-B${n}`,
      gateway: 'PT-G0',
      ...at(30),
    })),
  ];
}

describe('the fleet on the platform', () => {
  it('20 lights created through the API report a few simulated hours, read back through the device detail', async () => {
    const projectId = await api.project('Simulated fleet test', { lat: 30.27, lng: 120.16 });
    const rows: TokenRow[] = await api.addDevices(projectId, twentyLights());
    expect(rows).toHaveLength(21);
    const start = Date.now() - 4 * HOUR;
    const fleet = startFleet({
      broker: `mqtt://127.0.0.1:${mqttPort}`,
      devices: devicesOf(rows).map((device) => ({ ...device, reportInterval: 600 })),
      start,
      speed: 3600,
      minRealIntervalMs: 100,
      rampUpMs: 0,
    });
    try {
      // Three simulated hours: each light reports every ten simulated minutes.
      const deadline = Date.now() + 60_000;
      while (fleet.clock.now() < start + 3 * HOUR || fleet.stats.telemetrySent < 20 * 12) {
        if (Date.now() > deadline) throw new Error(`only ${fleet.stats.telemetrySent} reports in time`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    } finally {
      await fleet.stop();
    }
    expect(fleet.summary().stats.connects).toBeGreaterThanOrEqual(18);

    const contractKeys = telemetryKeys.map((key) => key.key).sort();
    for (const row of rows) {
      const detail = await api.get<Detail>(`/remote/device/detail?devicecode=${row.code}`);
      expect(detail.ingest, row.code).toMatchObject({ malformed: 0, rejected: 0 });
      const keys = detail.telemetry.map((value) => value.key).sort();
      if (row.kind === 'solarLight') expect(keys, row.code).toEqual(contractKeys);
      else if (row.kind !== 'gateway') expect(keys.length, row.code).toBeGreaterThan(8);
      for (const value of detail.telemetry) {
        const ts = Date.parse(value.ts);
        expect(ts, `${row.code} ${value.key}`).toBeGreaterThanOrEqual(start + 2 * HOUR);
        expect(ts).toBeLessThanOrEqual(Date.now());
      }
      const model = fleet.devices.get(row.code)?.model;
      const firmware = detail.attributes.find((attribute) => attribute.key === 'firmwareVersion');
      expect(firmware?.value, row.code).toBe(model?.attributes().firmwareVersion);
    }
  });
});
