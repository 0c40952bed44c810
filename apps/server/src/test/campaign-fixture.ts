import { DEVICE_TYPE, dayAt } from '@lamplighter/contract';
import { expect } from 'vitest';
import { addDevice } from './inventory-fixture';
import { programOf } from './program-fixture';
import type { TestApp } from './test-app';

export interface TestScreen {
  id: number;
  code: string;
  token: string;
}

/** An LED screen in the project, with its access token. */
export async function addScreen(t: TestApp, token: string, projectid: number): Promise<TestScreen> {
  const { device, token: access } = await addDevice(t, token, projectid, {
    devicetype: DEVICE_TYPE.ledScreen,
  });
  return { id: device.id, code: device.devicecode, token: access };
}

/** A text program taken through review and published to one screen; answers its id (its origin). */
export async function publishedProgram(t: TestApp, token: string, name: string, screenCode: string) {
  const call = (path: string, body: unknown) => t.post(`/remote/program/${path}`, { token, json: body });
  const made = await call('add', programOf(name));
  expect(made.statusCode, made.body.message).toBe(200);
  const id: number = made.body.data.id;
  for (const [path, body] of [
    ['submit', { id }],
    ['review', { id, approve: true }],
    ['publish', { id, devicecodes: [screenCode] }],
  ] as const) {
    const answer = await call(path, body);
    expect(answer.statusCode, answer.body.message).toBe(200);
  }
  return id;
}

/** The day `days` from today on the screens' clock (UTC+8). */
export function dayFromToday(days: number): string {
  return dayAt(Date.now() + days * 86_400_000, 480);
}

/** A campaign running from yesterday for a month, 08:00–20:00, unless told otherwise. */
export function campaignOf(programid: number, deviceids: number[], overrides: Record<string, unknown> = {}) {
  return {
    name: 'Summer sale',
    programid,
    deviceids,
    startdate: dayFromToday(-1),
    enddate: dayFromToday(30),
    slots: [{ from: '08:00', to: '20:00' }],
    priority: 5,
    playsperhour: 12,
    utcoffset: 480,
    ...overrides,
  };
}
