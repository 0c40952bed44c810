/** Device families; the ids are the seed's `devicetypeid` and never change. */
export const DEVICE_TYPE = {
  solarLight: 1,
  mainsLight: 2,
  bleMatrixLight: 3,
  gateway: 4,
  loopController: 5,
  camera: 6,
  broadcastTerminal: 7,
  ledScreen: 8,
  weatherStation: 9,
} as const;
export type DeviceTypeId = (typeof DEVICE_TYPE)[keyof typeof DEVICE_TYPE];
export const deviceTypeIds = Object.values(DEVICE_TYPE) as DeviceTypeId[];

/** The families that are lamps: they may sit behind a gateway or on a loop controller's circuit. */
export const LIGHT_TYPES: readonly number[] = [
  DEVICE_TYPE.solarLight,
  DEVICE_TYPE.mainsLight,
  DEVICE_TYPE.bleMatrixLight,
];

/** Below this load power (W) a lamp counts as out. */
export const LAMP_OFF_WATTS = 1;

export const gatewayModes = ['matrix', 'bluetooth'] as const;
export type GatewayMode = (typeof gatewayModes)[number];

/** Expiry colours by the days left until a package or SIM runs out. */
export type ExpiryLevel = 'green' | 'yellow' | 'orange' | 'red';

export function expiryLevel(daysLeft: number): ExpiryLevel {
  if (daysLeft > 180) return 'green';
  if (daysLeft > 90) return 'yellow';
  if (daysLeft > 30) return 'orange';
  return 'red';
}

/** Whole days from `today` until `day` (both `YYYY-MM-DD`); negative once it has passed. */
export function daysUntil(day: string, today: string): number {
  return Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
}

/** Expiry filter of the device lists: already expired, or running out within N days. */
export const expiryFilters = ['expired', '7', '30', '90', '180'] as const;
export type ExpiryFilter = (typeof expiryFilters)[number];

/** Upload limits of seed sections 5 and 9. */
export const TEMPLATE_MAX_BYTES = 5 * 1024 * 1024;
export const TEMPLATE_EXTENSIONS = ['.xls', '.xlsx'] as const;
export const IMPORT_MAX_ROWS = 20_000;
