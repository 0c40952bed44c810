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
  'communicationtype',
  'packageexpire',
  'simend',
  'createtime',
]);

/** Solar lamps: battery protocol, grid fallback, power, and the package and SIM that run out. */
export const solarColumns = columnSet([
  'devicename',
  'projectname',
  'groupname',
  'runstate',
  'isbms',
  'isgridcomplementary',
  'lamppower',
  'packageexpire',
  'simend',
  'polenumber',
]);

/** Mains lamps: the circuit that feeds them, power, pole and how they talk. */
export const mainsColumns = columnSet([
  'devicename',
  'projectname',
  'groupname',
  'runstate',
  'circuit',
  'lamppower',
  'polenumber',
  'communicationtype',
  'model',
  'installdate',
]);

export function hiddenOf(set: ColumnSet): DeviceColumnKey[] {
  return set.order.filter((key) => !set.shown.includes(key));
}
