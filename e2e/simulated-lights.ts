import { LOAD_MODE } from '@lamplighter/contract';
import { expect } from 'vitest';
import { callApi } from './api';

/**
 * Adds a mains light to the platform through its API and answers it as the simulator's fleet takes
 * it: the device's own token, where it stands, its report interval and a dusk-to-dawn program.
 */
export async function addMainsLight(
  baseUrl: string,
  bearer: string,
  light: {
    code: string;
    name: string;
    projectid: number;
    groupid?: number;
    lat: number;
    lng: number;
    lampPower: number;
    reportInterval: number;
  },
) {
  const added = await callApi(baseUrl, '/remote/device/add', bearer, {
    projectid: String(light.projectid),
    ...(light.groupid === undefined ? {} : { groupid: String(light.groupid) }),
    devicetype: '2',
    devicecode: light.code,
    devicename: light.name,
    longitude: light.lng.toFixed(4),
    latitude: String(light.lat),
    lamppower: String(light.lampPower),
  });
  expect(added.status, added.message).toBe(200);
  return {
    token: added.data.token as string,
    kind: 'mainsLight' as const,
    code: light.code,
    lat: light.lat,
    lng: light.lng,
    reportInterval: light.reportInterval,
    config: { settings: { loadMode: LOAD_MODE.duskToDawn } },
  };
}
