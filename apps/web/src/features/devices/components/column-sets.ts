import { type DeviceColumnKey, deviceColumnKeys } from './device-columns';

/** The columns of one list view: all of them in its order, and those shown until the user changes it. */
export interface ColumnSet {
  order: readonly DeviceColumnKey[];
  shown: readonly DeviceColumnKey[];
}

function columnSet(shown: DeviceColumnKey[]): ColumnSet {
  return { order: [...shown, ...deviceColumnKeys.filter((key) => !shown.includes(key))], shown };
}

/** Devices of every family: what tells them apart and what runs out. */
export const allFamiliesColumns = columnSet([
  'devicename',
  'devicetype',
  'projectname',
  'groupname',
  'runstate',
  'packageexpire',
  'simend',
  'communicationtype',
]);

/** Devices of the project or group chosen in a tree: the project is known, the group may not be. */
export const projectTreeColumns = columnSet([
  'devicename',
  'devicetype',
  'groupname',
  'runstate',
  'packageexpire',
  'simend',
  'communicationtype',
]);

/** Solar lamps: the package and SIM that run out first, then power, battery protocol, grid fallback. */
export const solarColumns = columnSet([
  'devicename',
  'projectname',
  'groupname',
  'runstate',
  'packageexpire',
  'simend',
  'lamppower',
  'isbms',
  'isgridcomplementary',
  'polenumber',
]);

/** Mains lamps: power and the circuit that feeds them, pole, how they talk, model, installation. */
export const mainsColumns = columnSet([
  'devicename',
  'projectname',
  'groupname',
  'runstate',
  'lamppower',
  'circuit',
  'polenumber',
  'communicationtype',
  'model',
  'installdate',
]);

export function hiddenOf(set: ColumnSet): DeviceColumnKey[] {
  return set.order.filter((key) => !set.shown.includes(key));
}
