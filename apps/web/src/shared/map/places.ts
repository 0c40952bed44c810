import type { Device, Project } from '@lamplighter/contract';
import type { LngLat } from './coordinates';

/** Something known to the platform that has a position: a device or a project's centre. */
export interface Place extends LngLat {
  kind: 'device' | 'project';
  id: number;
  name: string;
}

type Located = Pick<Device | Project, 'id' | 'longitude' | 'latitude'>;

const located = <T extends Located>(item: T): item is T & LngLat =>
  item.longitude !== null && item.latitude !== null;

/** Devices first (the most precise), then projects; only those with a position. */
export function placesOf(
  devices: Pick<Device, 'id' | 'devicename' | 'devicecode' | 'longitude' | 'latitude'>[],
  projects: Pick<Project, 'id' | 'name' | 'longitude' | 'latitude'>[],
): Place[] {
  return [
    ...devices.filter(located).map((device) => ({
      kind: 'device' as const,
      id: device.id,
      name: `${device.devicename} (${device.devicecode})`,
      longitude: device.longitude,
      latitude: device.latitude,
    })),
    ...projects.filter(located).map((project) => ({
      kind: 'project' as const,
      id: project.id,
      name: project.name,
      longitude: project.longitude,
      latitude: project.latitude,
    })),
  ];
}
