import type { CameraItem } from '@lamplighter/contract';
import { describe, expect, it } from 'vitest';
import { cameraTree } from './camera-tree';

const camera = (
  id: number,
  devicecode: string,
  project: [number, string] | null,
  group: [number, string] | null = null,
): CameraItem => ({
  id,
  devicecode,
  devicename: `Camera ${devicecode}`,
  projectid: project?.[0] ?? null,
  projectname: project?.[1] ?? '',
  groupid: group?.[0] ?? null,
  groupname: group?.[1] ?? '',
  polenumber: `P-${id}`,
  runstate: 1,
  source: 'hls',
  ptz: 0,
  snapshot: 0,
});

const HARBOUR: [number, string] = [1, 'Harbour'];
const PARK: [number, string] = [2, 'Park'];
const cameras = [
  camera(1, 'HZ-10', HARBOUR, [11, 'Quay']),
  camera(2, 'HZ-2', HARBOUR, [11, 'Quay']),
  camera(3, 'HZ-3', HARBOUR),
  camera(4, 'HZ-4', PARK, [21, 'Gate']),
  camera(5, 'HZ-5', HARBOUR, [12, 'Lighthouse']),
  camera(6, 'HZ-6', null),
];

const shape = (tree: ReturnType<typeof cameraTree>) =>
  tree.map((project) => ({
    project: project.name,
    groups: project.groups.map((group) => [group.name, group.cameras.map((one) => one.devicecode)]),
    cameras: project.cameras.map((one) => one.devicecode),
  }));

describe('the camera tree', () => {
  it('puts the cameras under their project and group, in name and number order, those of no project last', () => {
    expect(shape(cameraTree(cameras))).toEqual([
      {
        project: 'Harbour',
        groups: [
          ['Lighthouse', ['HZ-5']],
          ['Quay', ['HZ-2', 'HZ-10']],
        ],
        cameras: ['HZ-3'],
      },
      { project: 'Park', groups: [['Gate', ['HZ-4']]], cameras: [] },
      { project: '', groups: [], cameras: ['HZ-6'] },
    ]);
  });

  it('keeps the cameras a keyword finds by number, name or pole, and all of a project or group it names', () => {
    expect(shape(cameraTree(cameras, ' hz-1'))).toEqual([
      { project: 'Harbour', groups: [['Quay', ['HZ-10']]], cameras: [] },
    ]);
    expect(shape(cameraTree(cameras, 'p-4'))).toEqual([
      { project: 'Park', groups: [['Gate', ['HZ-4']]], cameras: [] },
    ]);
    expect(shape(cameraTree(cameras, 'quay'))).toEqual([
      { project: 'Harbour', groups: [['Quay', ['HZ-2', 'HZ-10']]], cameras: [] },
    ]);
    expect(cameraTree(cameras, 'nowhere')).toEqual([]);
  });
});
