/** What a detail wall's address asks for: one project, one device, or nothing it can show. */
export type DetailTarget =
  | { kind: 'project'; id: number }
  | { kind: 'device'; id: number }
  | { kind: 'invalid' };

const ID = /^[1-9]\d{0,9}$/;
const INT4_MAX = 2_147_483_647;

const idOf = (text: string | null) =>
  text !== null && ID.test(text) && Number(text) <= INT4_MAX ? Number(text) : undefined;

/** `?project=<id>` or `?device=<id>`; both, neither, or an id that is no whole positive number: invalid. */
export function detailTarget(search: URLSearchParams): DetailTarget {
  const project = search.get('project');
  const device = search.get('device');
  if ((project === null) === (device === null)) return { kind: 'invalid' };
  const id = idOf(project ?? device);
  if (id === undefined) return { kind: 'invalid' };
  return project !== null ? { kind: 'project', id } : { kind: 'device', id };
}

/** The address of a detail wall. */
export const projectDetailPath = (id: number) => `/detail?project=${id}`;
export const deviceDetailPath = (id: number) => `/detail?device=${id}`;
