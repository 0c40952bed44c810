import type { Device, Project } from '@lamplighter/contract';
import { api } from '../api/api';
import { type Place, placesOf } from './places';

async function listOf<T>(path: string, keyword: string): Promise<T[]> {
  try {
    const { data } = await api.request<{ list: T[] }[]>(path, {
      params: { keyword, pagenum: 1, pagesize: 10 },
      silent: true,
    });
    return data[0]?.list ?? [];
  } catch {
    return []; // a list the user may not read, or a failed call, finds nothing
  }
}

/**
 * The map selector's search without a geocoder (the platform may have no network): the devices
 * and projects of the user's scope whose number, name or description match the keyword.
 */
export async function searchPlaces(keyword: string): Promise<Place[]> {
  const [devices, projects] = await Promise.all([
    listOf<Device>('/remote/device/list', keyword),
    listOf<Project>('/remote/project/list', keyword),
  ]);
  return placesOf(devices, projects);
}
