import { endpoints } from '@lamplighter/contract';
import { call } from '../api/api';
import { pageOf } from '../api/contract-client';
import { type Place, placesOf } from './places';

/** The first ten of a list the keyword matches; a list the user may not read, or a failed call, finds nothing. */
async function firstMatches<T>(list: () => Promise<{ list: T[]; total: number }[]>): Promise<T[]> {
  try {
    return pageOf(await list()).list;
  } catch {
    return [];
  }
}

/**
 * The map selector's search without a geocoder (the platform may have no network): the devices
 * and projects of the user's scope whose number, name or description match the keyword.
 */
export async function searchPlaces(keyword: string): Promise<Place[]> {
  const query = { keyword, pagenum: 1, pagesize: 10 };
  const [devices, projects] = await Promise.all([
    firstMatches(() => call(endpoints.device.list, query, { silent: true })),
    firstMatches(() => call(endpoints.project.list, query, { silent: true })),
  ]);
  return placesOf(devices, projects);
}
