import { type CommandMethod, commandFamilies } from '@lamplighter/contract';

/** The commands the control wall gives: switching, dimming and the load mode. */
export const WALL_METHODS = ['switch', 'dimming', 'loadMode'] as const satisfies readonly CommandMethod[];
export type WallMethod = (typeof WALL_METHODS)[number];

/**
 * The device family a route's `:type` names, among the families the platform knows; none for an id
 * that is not a whole number or not on the list.
 */
export function familyOf<T extends { devicetypeid: number }>(
  param: string | undefined,
  families: readonly T[],
): T | undefined {
  if (param === undefined || !/^\d{1,9}$/.test(param)) return undefined;
  const id = Number(param);
  return families.find((family) => family.devicetypeid === id);
}

/** The wall's commands that devices of the family obey (none for a family that is not a lamp). */
export function wallMethodsOf(family: number): WallMethod[] {
  return WALL_METHODS.filter((method) => commandFamilies[method].includes(family));
}
