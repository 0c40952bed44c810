import { type WarningKind, warningReason } from '@lamplighter/contract';
import type { warnings } from './warnings.table';

type StoredWarning = typeof warnings.$inferSelect;

/**
 * The fields every answer about a warning shares: the device, its states, and the reason (a state
 * warning's reasons are put in words from its states; another kind keeps the reason it was given).
 */
export function warningFields(warning: StoredWarning) {
  return {
    id: warning.id,
    deviceid: warning.deviceId,
    devicecode: warning.deviceCode,
    devicetype: warning.deviceType,
    kind: warning.kind as WarningKind,
    projectname: warning.projectName,
    runstate: warning.runState,
    loadstate: warning.loadState,
    batterystate: warning.batteryState,
    reason:
      warning.kind === 'state'
        ? warningReason({
            runstate: warning.runState,
            loadstate: warning.loadState,
            batterystate: warning.batteryState,
          })
        : warning.reason,
    createtime: warning.createdAt.toISOString(),
  };
}
