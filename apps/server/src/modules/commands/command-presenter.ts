import {
  type CommandDeviceState,
  type CommandState,
  type CommandSummary,
  commandStates,
} from '@lamplighter/contract';
import type { CommandDeviceRow, CommandRow } from './commands.repository';

const iso = (at: Date | null) => at?.toISOString() ?? null;

export function presentDeviceState(row: CommandDeviceRow): CommandDeviceState {
  return {
    deviceid: row.deviceId,
    devicecode: row.deviceCode,
    state: row.state,
    answer: row.answer ?? null,
    error: row.error,
    senttime: iso(row.sentAt),
    deliveredtime: iso(row.deliveredAt),
    finishtime: iso(row.finishedAt),
    updatetime: row.updatedAt.toISOString(),
  };
}

export function presentCommand(
  row: CommandRow,
  counts: { state: CommandState; value: number }[],
  device: CommandDeviceState | null,
): CommandSummary {
  const byState = Object.fromEntries(commandStates.map((state) => [state, 0])) as Record<
    CommandState,
    number
  >;
  for (const count of counts) byState[count.state] = count.value;
  return {
    id: row.id,
    accountid: row.accountId,
    username: row.username,
    createtime: row.createdAt.toISOString(),
    expiretime: row.expiresAt.toISOString(),
    method: row.method,
    params: row.params,
    targettype: row.targetType,
    target: row.target,
    waitoffline: row.waitOffline,
    counts: byState,
    device,
  };
}
