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

/**
 * Solar lamps: whether they burn, what charge the battery holds and the panel gives, when they
 * last reported, then the package and SIM that run out; at 1440 px without scrolling sideways.
 * The rest (brightness, battery voltage, name …) is in the settings.
 */
export const solarColumns = columnSet([
  'runstate',
  'lampon',
  'batterysoc',
  'pvpower',
  'reporttime',
  'packageexpire',
  'simend',
]);

/** How a lamp without battery or panel burns: its state, on or off, how bright, what it draws. */
const burning: DeviceColumnKey[] = ['runstate', 'lampon', 'brightness', 'loadpower'];

/** Mains lamps: whether they burn, how bright, what they draw, the last report, expiry (as solar). */
export const mainsColumns = columnSet([...burning, 'reporttime', 'packageexpire', 'simend']);

/**
 * Bluetooth-matrix lamps: the gateway that speaks for them, how they burn, what they used today
 * and their last report, at 1440 px without scrolling sideways. They have no package or SIM of
 * their own (their gateway has); name, project, group … are in the settings.
 */
export const bleMatrixColumns = columnSet(['gatewaycode', ...burning, 'energytoday', 'reporttime']);

export function hiddenOf(set: ColumnSet): DeviceColumnKey[] {
  return set.order.filter((key) => !set.shown.includes(key));
}
