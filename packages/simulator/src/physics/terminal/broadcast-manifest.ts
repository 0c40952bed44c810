import type { BroadcastManifest } from '@lamplighter/contract';
import { type DeviceApi, deviceApiBase } from '../media-store';

/** Fetches a broadcast's manifest (`GET /api/v1/{token}/broadcast/{id}`); throws why it could not. */
export async function fetchBroadcast(api: DeviceApi, broadcastid: number): Promise<BroadcastManifest> {
  const answer = await fetch(`${deviceApiBase(api)}/broadcast/${broadcastid}`);
  if (!answer.ok) throw new Error(`the manifest answered ${answer.status}`);
  return (await answer.json()) as BroadcastManifest;
}
