import type { CameraItem } from '@lamplighter/contract';

export interface GroupBranch {
  id: number;
  name: string;
  cameras: CameraItem[];
}

/** A project with its groups' cameras and those in none of its groups; `id` null: cameras in no project. */
export interface ProjectBranch {
  id: number | null;
  name: string;
  groups: GroupBranch[];
  cameras: CameraItem[];
}

const byName = (a: { name: string }, b: { name: string }) =>
  a.name.localeCompare(b.name, undefined, { numeric: true });
const byNumber = (a: CameraItem, b: CameraItem) =>
  a.devicecode.localeCompare(b.devicecode, undefined, { numeric: true });

function matches(camera: CameraItem, term: string): boolean {
  return [camera.devicecode, camera.devicename, camera.polenumber, camera.projectname, camera.groupname].some(
    (text) => text.toLowerCase().includes(term),
  );
}

/**
 * The cameras by project and group, each level in name order, cameras by number; the cameras in no
 * project come last. A keyword keeps the cameras whose number, name or pole has it, and every
 * camera of a project or group whose name has it.
 */
export function cameraTree(cameras: readonly CameraItem[], keyword = ''): ProjectBranch[] {
  const term = keyword.trim().toLowerCase();
  const projects = new Map<number | null, ProjectBranch>();
  for (const camera of cameras) {
    if (term && !matches(camera, term)) continue;
    const project = projects.get(camera.projectid) ?? {
      id: camera.projectid,
      name: camera.projectname,
      groups: [],
      cameras: [],
    };
    projects.set(camera.projectid, project);
    if (camera.groupid === null) {
      project.cameras.push(camera);
      continue;
    }
    const group = project.groups.find((one) => one.id === camera.groupid);
    if (group) group.cameras.push(camera);
    else project.groups.push({ id: camera.groupid, name: camera.groupname, cameras: [camera] });
  }
  return [...projects.values()]
    .map((project) => ({
      ...project,
      groups: project.groups
        .map((group) => ({ ...group, cameras: group.cameras.sort(byNumber) }))
        .sort(byName),
      cameras: project.cameras.sort(byNumber),
    }))
    .sort((a, b) => (a.id === null ? 1 : b.id === null ? -1 : byName(a, b)));
}
