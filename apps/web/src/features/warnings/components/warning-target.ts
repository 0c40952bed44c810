import type { WarningItem } from '@lamplighter/contract';
import { controlPath, devicePath } from '../../../shared/inventory/device-paths';

/**
 * Where a warning leads: a lamp's control page under its own family's menu, with its warnings
 * shown; the device's own page for a device of another family; nowhere once the device is gone.
 */
export function warningTarget(
  warning: Pick<WarningItem, 'deviceid' | 'devicecode' | 'devicetype'>,
): string | null {
  if (warning.deviceid === null) return null;
  return controlPath(warning, { warningInfo: 'true' }) ?? devicePath(warning.deviceid);
}
