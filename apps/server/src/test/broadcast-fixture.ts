import { DEVICE_TYPE, dayAt } from '@lamplighter/contract';
import { expect } from 'vitest';
import { addDevice } from './inventory-fixture';
import { uploadMedia, wav } from './media-fixture';
import type { TestApp } from './test-app';

export interface TestTerminal {
  id: number;
  code: string;
  token: string;
}

/** A broadcast terminal in the project (in one of its groups, when given), with its access token. */
export async function addTerminal(
  t: TestApp,
  token: string,
  projectid: number,
  groupid?: number,
): Promise<TestTerminal> {
  const { device, token: access } = await addDevice(t, token, projectid, {
    devicetype: DEVICE_TYPE.broadcastTerminal,
    devicename: 'Pole speaker',
    groupid,
  });
  return { id: device.id, code: device.devicecode, token: access };
}

/** A WAV of `seconds` of silence in the caller's library; answers the file's id and hash. */
export async function uploadSound(t: TestApp, token: string, name: string, seconds = 1) {
  const answer = await uploadMedia(t, token, { name, data: wav(seconds) });
  expect(answer.statusCode, answer.body.message).toBe(200);
  return answer.body.data as { id: number; hash: string; size: number; duration: number | null };
}

/** A daily schedule at 09:00 from tomorrow for five days, on the terminals' clock (UTC+8). */
export function dailyFromTomorrow() {
  const day = (days: number) => dayAt(Date.now() + days * 86_400_000, 480);
  return { kind: 'daily', time: '09:00', startdate: day(1), enddate: day(5) };
}

/** A broadcast of a library sound to terminals by number, played now, unless told otherwise. */
export function broadcastOf(mediaid: number, devicecodes: string[], overrides: Record<string, unknown> = {}) {
  return {
    name: 'Evening notice',
    source: 'file',
    mediaid,
    devicecodes,
    schedule: { kind: 'now' },
    ...overrides,
  };
}
