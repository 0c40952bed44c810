import type { BroadcastManifest } from '@lamplighter/contract';
import { deviceFetch } from '../device-fetch';
import { type DeviceApi, deviceApiBase } from '../media-store';

/** Fetches a broadcast's manifest (`GET /api/v1/{token}/broadcast/{id}`); throws why it could not. */
export async function fetchBroadcast(api: DeviceApi, broadcastid: number): Promise<BroadcastManifest> {
  const answer = await deviceFetch(`${deviceApiBase(api)}/broadcast/${broadcastid}`);
  if (!answer.ok) throw new Error(`the manifest answered ${answer.status}`);
  return (await answer.json()) as BroadcastManifest;
}
