import {
  COMMAND_CONFLICT_SECONDS,
  type CommandConflict,
  type CommandConflictQuery,
  type CommandDetail,
  type CommandMethod,
  type CommandResult,
  type CommandSummary,
  type CommandTargetType,
  commandFamilies,
  lightingMethods,
  PLATFORM_COMMAND_ERRORS,
  type SendCommandInput,
} from '@lamplighter/contract';
import type { Actor, Caller } from '../../platform/caller';
import { fail } from '../../platform/errors';
import type { AuditService } from '../audit/audit.service';
import { type AuditEntry, audited } from '../audit/audited';
import type { CommandDelivery } from './command-delivery';
import { presentCommand, presentDeviceState } from './command-presenter';
import { paramsFor } from './command-sun';
import type { CommandTarget, CommandTargetFinder } from './command-targets';
import type { CommandListFilter, CommandsRepository, NewCommandDevice } from './commands.repository';

interface ResolvedTargets {
  devices: CommandTarget[];
  missing: string[];
  targetType: CommandTargetType;
  target: string;
}

/** How many numbers the log's target text names before it only counts the rest. */
const NAMED_CODES = 20;

/** Devices whose rows are written, and then sent, together. */
const DEVICES_PER_PART = 500;

export const DEVICE_OFFLINE = PLATFORM_COMMAND_ERRORS.offline;
export const UNSUPPORTED = PLATFORM_COMMAND_ERRORS.unsupported;

/**
 * The command call and the command log: resolves the devices in the caller's subtree, records the
 * command with each device's state, and hands it to the delivery.
 */
export class CommandsService {
  constructor(
    private readonly repository: CommandsRepository,
    private readonly targets: CommandTargetFinder,
    private readonly delivery: CommandDelivery,
    private readonly audit: AuditService,
    private readonly now: () => number = Date.now,
    private readonly devicesPerPart = DEVICES_PER_PART,
  ) {}

  send(caller: Caller, input: SendCommandInput, actor: Actor): Promise<CommandResult> {
    const entry: AuditEntry = {
      action: 'device.command',
      targetType: 'command',
      detail: { method: input.method },
    };
    return audited(this.audit, actor, entry, async () => {
      const resolved = await this.resolve(caller, input);
      const now = this.now();
      const expiresAt = new Date(now + input.ttl * 1000);
      const obeying = commandFamilies[input.method];
      // A group or a project holds devices of every family: the command is for those that obey it.
      // A device named by its number that does not obey is the caller's mistake, and is told as such.
      const addressed =
        resolved.targetType === 'devices'
          ? resolved.devices
          : resolved.devices.filter((device) => obeying.includes(device.typeId));
      const rows: NewCommandDevice[] = addressed.map((device) => {
        const base = {
          deviceId: device.id,
          deviceCode: device.code,
          accountId: device.accountId,
          gatewayId: device.gatewayId,
          params: paramsFor(input.method, input.params, device, now),
        };
        if (!obeying.includes(device.typeId)) return this.closed(base, UNSUPPORTED, now);
        if (this.delivery.reachable(device.id)) return { ...base, state: 'sent', sentAt: new Date(now) };
        if (input.waitoffline) return { ...base, state: 'queued' };
        return this.closed(base, DEVICE_OFFLINE, now);
      });
      const commandId = await this.repository.create({
        accountId: caller.accountId,
        username: caller.username,
        expiresAt,
        method: input.method,
        params: input.params,
        targetType: resolved.targetType,
        target: resolved.target,
        waitOffline: input.waitoffline,
      });
      await this.sendInParts({ id: commandId, method: input.method, expiresAt }, rows);
      const codesWith = (predicate: (row: NewCommandDevice) => boolean) =>
        rows.filter(predicate).map((row) => row.deviceCode);
      const result: CommandResult = {
        commandid: commandId,
        socketResultMap: {
          [input.method]: {
            handleDevice: codesWith((row) => row.state === 'sent'),
            offlineDevice: codesWith((row) => row.state === 'queued' || row.error === DEVICE_OFFLINE),
          },
        },
        nonexistentList: resolved.missing,
        unsupportedList: codesWith((row) => row.error === UNSUPPORTED),
        waitoffline: input.waitoffline,
        expiretime: expiresAt.toISOString(),
      };
      const entryResult = result.socketResultMap[input.method];
      return {
        result,
        targetId: commandId,
        detail: {
          target: resolved.target,
          sent: entryResult?.handleDevice.length ?? 0,
          offline: entryResult?.offlineDevice.length ?? 0,
          nonexistent: result.nonexistentList.length,
          unsupported: result.unsupportedList.length,
        },
      };
    });
  }

  /** Lighting commands someone else sent to any of the target's devices within the last minute. */
  async conflicts(caller: Caller, query: CommandConflictQuery): Promise<CommandConflict[]> {
    if (!lightingMethods.includes(query.method)) return [];
    const { devices } = await this.resolve(caller, query);
    const since = new Date(this.now() - COMMAND_CONFLICT_SECONDS * 1000);
    const rows = await this.repository.sentByOthers(
      caller,
      devices.map((device) => device.id),
      lightingMethods,
      caller.username,
      since,
    );
    return rows.map((row) => ({
      commandid: row.id,
      username: row.username,
      method: row.method,
      params: row.params,
      createtime: row.createdAt.toISOString(),
      devices: row.devices,
    }));
  }

  async list(
    caller: Caller,
    filter: CommandListFilter,
  ): Promise<{ list: CommandSummary[]; total: number }[]> {
    const { rows, total } = await this.repository.list(caller, filter);
    const ids = rows.map((row) => row.id);
    const [counts, devices] = await Promise.all([
      this.repository.counts(caller, ids),
      filter.devicecode ? this.repository.devicesOf(caller, ids, filter.devicecode) : Promise.resolve([]),
    ]);
    const list = rows.map((row) => {
      const device = devices.find((candidate) => candidate.commandId === row.id);
      return presentCommand(
        row,
        counts.filter((count) => count.commandId === row.id),
        device ? presentDeviceState(device) : null,
      );
    });
    return [{ list, total }];
  }

  async detail(caller: Caller, id: number): Promise<CommandDetail> {
    const { rows } = await this.repository.list(caller, { pagenum: 1, pagesize: 1, commandid: id });
    const [row] = rows;
    if (!row) throw fail.notFound('command');
    const [counts, devices] = await Promise.all([
      this.repository.counts(caller, [id]),
      this.repository.devicesOf(caller, [id]),
    ]);
    return { ...presentCommand(row, counts, null), devices: devices.map(presentDeviceState) };
  }

  /**
   * Records the devices' rows in parts and hands each part to the delivery once it is committed,
   * writing the next meanwhile: the first devices get the command while later parts are written,
   * and a device can only answer a row that is there.
   */
  private async sendInParts(
    command: { id: number; method: CommandMethod; expiresAt: Date },
    rows: NewCommandDevice[],
  ): Promise<void> {
    const sending: Promise<void>[] = [];
    for (let start = 0; start < rows.length; start += this.devicesPerPart) {
      const written = await this.repository.addDevices(
        command,
        rows.slice(start, start + this.devicesPerPart),
      );
      const sent = this.delivery.started(written);
      // Awaited below; until then a failure must not count as unhandled (which ends the process).
      sent.catch(() => {});
      sending.push(sent);
    }
    await Promise.all(sending);
  }

  private closed(base: Omit<NewCommandDevice, 'state'>, error: string, now: number): NewCommandDevice {
    return { ...base, state: 'failed', error, finishedAt: new Date(now) };
  }

  private async resolve(
    caller: Caller,
    input: Pick<SendCommandInput, 'devicecodes' | 'groupid' | 'projectid'>,
  ): Promise<ResolvedTargets> {
    if (input.groupid !== undefined) {
      const name = await this.targets.groupName(caller, input.groupid);
      const devices = await this.targets.inGroup(caller, input.groupid);
      return { devices, missing: [], targetType: 'group', target: name };
    }
    if (input.projectid !== undefined) {
      const name = await this.targets.projectName(caller, input.projectid);
      const devices = await this.targets.inProject(caller, input.projectid);
      return { devices, missing: [], targetType: 'project', target: name };
    }
    const codes = [...new Set(input.devicecodes ?? [])];
    const devices = await this.targets.byCodes(caller, codes);
    const found = new Set(devices.map((device) => device.code));
    const named = codes.slice(0, NAMED_CODES).join(',');
    const target = codes.length > NAMED_CODES ? `${named} … (${codes.length})` : named;
    return { devices, missing: codes.filter((code) => !found.has(code)), targetType: 'devices', target };
  }
}
