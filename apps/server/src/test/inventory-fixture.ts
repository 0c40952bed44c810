import { expect } from 'vitest';
import type { TestApp } from './test-app';

let serial = 0;

/** A device number, project or group name that no other row of the test file uses. */
export function uniqueName(prefix: string): string {
  serial += 1;
  return `${prefix}-${process.pid % 10_000}-${serial}`;
}

type Form = Record<string, string | number | (string | number)[] | undefined>;

export async function addProject(t: TestApp, token: string, form: Form = {}) {
  const answer = await t.post('/remote/project/add', { token, form: { name: uniqueName('Site'), ...form } });
  expect(answer.statusCode, answer.body.message).toBe(200);
  return answer.body.data as { id: number; name: string; accountid: number };
}

export async function addGroup(t: TestApp, token: string, projectid: number, form: Form = {}) {
  const answer = await t.post('/remote/group/add', {
    token,
    form: { name: uniqueName('Lane'), projectid, ...form },
  });
  expect(answer.statusCode, answer.body.message).toBe(200);
  return answer.body.data as { id: number; name: string; projectid: number };
}

/** The form of a solar light in `projectid`, with a fresh number. */
export function deviceForm(projectid: number, form: Form = {}): Form {
  return {
    devicecode: uniqueName('SL'),
    devicename: 'Solar lamp',
    devicetype: 1,
    projectid,
    ...form,
  };
}

export interface AddedDevice {
  // biome-ignore lint/suspicious/noExplicitAny: fields are checked one by one in each test
  device: any;
  token: string;
}

/** Adds a device through the API and answers the device and its token. */
export async function addDevice(t: TestApp, token: string, projectid: number, form: Form = {}) {
  const answer = await t.post('/remote/device/add', { token, form: deviceForm(projectid, form) });
  expect(answer.statusCode, answer.body.message).toBe(200);
  return answer.body.data as AddedDevice;
}
