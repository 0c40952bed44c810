import type { FleetDeviceSpec } from '../fleet/fleet';
import { type DeviceKind, deviceKinds } from '../fleet/models';

/**
 * The token file of the CLI: one device a line, `token,kind,code,lat,lng,gateway`, with a header.
 * A light behind a gateway names its gateway's number in the last column and needs no token of
 * its own. Only `token` is required: kind defaults to solarLight, coordinates to the centre.
 */
export const TOKENS_HEADER = 'token,kind,code,lat,lng,gateway';

export interface TokenRow {
  token: string;
  kind: DeviceKind;
  code: string;
  lat: number;
  lng: number;
  gateway?: string;
}

export function parseTokens(text: string, centre: { lat: number; lng: number }): TokenRow[] {
  const lines = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  const header = lines[0]?.toLowerCase().startsWith('token')
    ? (lines.shift() as string).split(',').map((name) => name.trim())
    : TOKENS_HEADER.split(',');
  return lines.map((line, index) => {
    const cells = Object.fromEntries(
      line.split(',').map((cell, column) => [header[column] ?? `c${column}`, cell.trim()]),
    );
    const kind = (cells.kind || 'solarLight') as DeviceKind;
    if (!deviceKinds.includes(kind))
      throw new Error(`line ${index + 2}: unknown kind ${kind} (one of ${deviceKinds.join(', ')})`);
    const number = (value: string | undefined, fallback: number) => (value ? Number(value) : fallback);
    const row: TokenRow = {
      token: cells.token ?? '',
      kind,
      code: cells.code || `SIM-${index + 1}`,
      lat: number(cells.lat, centre.lat),
      lng: number(cells.lng, centre.lng),
      ...(cells.gateway ? { gateway: cells.gateway } : {}),
    };
    if (!row.token && !row.gateway) throw new Error(`line ${index + 2}: a token is needed`);
    if (!Number.isFinite(row.lat) || !Number.isFinite(row.lng))
      throw new Error(`line ${index + 2}: bad coordinates`);
    return row;
  });
}

export function formatTokens(rows: TokenRow[]): string {
  const lines = rows.map((row) =>
    [row.token, row.kind, row.code, row.lat.toFixed(6), row.lng.toFixed(6), row.gateway ?? ''].join(','),
  );
  return `${[TOKENS_HEADER, ...lines].join('\n')}\n`;
}

/** The fleet's devices from token rows: lights with a gateway column go behind that gateway. */
export function devicesOf(rows: TokenRow[]): FleetDeviceSpec[] {
  const gateways = new Map<string, FleetDeviceSpec>();
  const devices: FleetDeviceSpec[] = [];
  for (const row of rows.filter((row) => !row.gateway)) {
    const spec: FleetDeviceSpec = {
      token: row.token,
      kind: row.kind,
      code: row.code,
      lat: row.lat,
      lng: row.lng,
    };
    if (row.kind === 'gateway') gateways.set(row.code, { ...spec, lights: [] });
    else devices.push(spec);
  }
  for (const row of rows.filter((row) => row.gateway)) {
    const gateway = gateways.get(row.gateway as string);
    if (!gateway) throw new Error(`${row.code}: no gateway ${row.gateway} in the file`);
    gateway.lights?.push({ code: row.code, lat: row.lat, lng: row.lng });
  }
  return [...gateways.values(), ...devices];
}
