import {
  COMMAND_MAX_CODES,
  DEVICE_TYPE,
  type Device,
  type DeviceChanges,
  type DeviceDetail,
  type DeviceFilter,
  type DeviceInput,
  type DeviceListQuery,
  type DeviceListRow,
  type DeviceLiveState,
  type DeviceMatchQuery,
  type GatewayMode,
  LIGHT_TYPES,
  type MatchingDevices,
} from '@lamplighter/contract';
import { type Actor, type Caller, can } from '../../platform/caller';
import { fail } from '../../platform/errors';
import type { AuditService } from '../audit/audit.service';
import { type AuditEntry, audited } from '../audit/audited';
import type { Placement, Placements } from '../projects/placements';
import { type BatchFailure, planBatch } from './device-batch';
import { localDay } from './device-filter';
import { encodeDevicePoints } from './device-points';
import { type DeviceRow, presentDeviceDetail } from './device-presenter';
import { issueDeviceToken } from './device-tokens';
import { deviceValues, placementColumns, typedColumns } from './device-values';
import type { DevicesQueries } from './devices.queries';
import type { DevicesRepository } from './devices.repository';

/** The fields sent change; a field left out (undefined) keeps its value. */
export type DeviceUpdate = DeviceChanges & { id: number };

/** Throws to refuse that these devices be deleted or change family. */
export type RemovalCheck = (leaving: { id: number; typeId: number }[]) => Promise<void>;

/** A device named by id or by number. */
export type DeviceKey = { id?: number | undefined; devicecode?: string | undefined };

const BIG_BATCH = 1000;

/** What only some families have; the gateways module sets a gateway's mode. */
export interface DeviceExtras {
  gatewayMode?: GatewayMode | undefined;
  /**
   * The manufacturer of the factory device being bound: the caller proved it holds that device, so
   * the device names its maker whoever manages the maker.
   */
  factoryMaker?: number | undefined;
}

export interface AddedDevice {
  device: DeviceDetail;
  /** The access token of the device API: shown this once, only its hash is kept. */
  token: string;
}

export interface BatchResult {
  /** The devices added, each with its token (shown this once), in the order of the batch. */
  added: { index: number; id: number; devicecode: string; token: string }[];
  /** Every problem found; when there is any and `validOnly` was not asked, nothing was added. */
  failures: BatchFailure[];
}

/**
 * The device inventory of the caller's account subtree: every family. Other modules build on it:
 * binding calls `add`, the Excel import `addMany`, exports `listRows`; gateways and loop controllers
 * reuse `add` with their extras, and DeviceFamilies for their links.
 */
export class DevicesService {
  private readonly revokedListeners: ((deviceIds: number[]) => void)[] = [];
  private readonly removalChecks: RemovalCheck[] = [];

  constructor(
    private readonly repository: DevicesRepository,
    private readonly queries: DevicesQueries,
    private readonly placements: Placements,
    private readonly audit: AuditService,
    /** What the device reported last: the telemetry module answers, the detail shows it. */
    private readonly latestOf: (deviceId: number) => Promise<DeviceLiveState>,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Registers a listener told the ids of devices whose token stopped working or whose identity
   * changed (token rotated, device deleted, number or family changed), once the change is stored:
   * the device transports end those devices' live connections.
   */
  onCredentialsRevoked(listener: (deviceIds: number[]) => void): void {
    this.revokedListeners.push(listener);
  }

  /**
   * Registers a check run before devices are deleted or change family, which throws to refuse it:
   * the loop-controllers module refuses while a controller's circuits feed lights.
   */
  checkRemoval(check: RemovalCheck): void {
    this.removalChecks.push(check);
  }

  private async assertRemovable(leaving: { id: number; typeId: number }[]): Promise<void> {
    for (const check of this.removalChecks) await check(leaving);
  }

  private credentialsRevoked(deviceIds: number[]): void {
    for (const listener of this.revokedListeners) listener(deviceIds);
  }

  /** Today in the server's time zone: the expiry filters count from it. */
  today(): string {
    return localDay(this.now());
  }

  async list(caller: Caller, query: DeviceListQuery) {
    return [await this.queries.list(caller, query, this.today())];
  }

  /** Every device the list's filters find, to command them all: refused past what one command takes. */
  async matching(caller: Caller, filter: DeviceMatchQuery): Promise<MatchingDevices> {
    const { rows, total } = await this.queries.matching(caller, filter, this.today(), COMMAND_MAX_CODES);
    if (total > COMMAND_MAX_CODES)
      throw fail.badRequestKey('error.tooManyMatching', { count: total, max: COMMAND_MAX_CODES });
    return { total, devices: rows.map((row) => ({ devicecode: row.code, devicetype: row.typeId })) };
  }

  /** Every device the filter finds, newest first, read a thousand at a time. */
  async *listAll(caller: Caller, filter: DeviceFilter): AsyncGenerator<Device> {
    for await (const chunk of this.queries.chunks(caller, filter, this.today())) yield* chunk;
  }

  /** Every row the list's filters find, with its lamp values, in the list's order: for exports. */
  async *listRows(caller: Caller, filter: DeviceMatchQuery): AsyncGenerator<DeviceListRow> {
    for await (const chunk of this.queries.listRows(caller, filter, this.today())) yield* chunk;
  }

  async detail(caller: Caller, key: DeviceKey): Promise<DeviceDetail> {
    return this.present(await this.foundByKey(caller, key), can(caller, 'device:update'));
  }

  /** A device of the caller's subtree by id or number, for other modules' scoped reads; else 404. */
  async locate(caller: Caller, key: DeviceKey): Promise<{ id: number; code: string }> {
    const row = await this.foundByKey(caller, key);
    return { id: row.id, code: row.code };
  }

  /** Devices of the caller's subtree by id, for other modules' scoped reads; any other answers 404. */
  async locateAll(caller: Caller, ids: number[]): Promise<{ id: number; code: string }[]> {
    return this.allInScope(caller, [...new Set(ids)]);
  }

  /**
   * A device by its number. With a caller, only inside its subtree. Without one it looks at every
   * account, for rules that must see every number (binding, factory devices); such an answer must
   * not be shown to a caller, so its verification code is left out.
   */
  async findByCode(code: string, caller?: Caller): Promise<DeviceDetail | undefined> {
    const row = await this.queries.find({ code }, caller);
    return row && (await this.present(row, caller ? can(caller, 'device:update') : false));
  }

  /** Whether any account's device carries the number. */
  async codeInUse(code: string): Promise<boolean> {
    return (await this.repository.codesTaken([code])).size > 0;
  }

  add(caller: Caller, input: DeviceInput, actor: Actor, extras: DeviceExtras = {}): Promise<AddedDevice> {
    const entry: AuditEntry = { action: 'device.add', targetType: 'device', detail: summary(input) };
    return audited(this.audit, actor, entry, async () => {
      const placement = await this.placements.place(caller, input.projectid, input.groupid);
      await this.assertCodeFree(input.devicecode);
      if (input.manufacturerid !== extras.factoryMaker)
        await this.assertManufacturer(caller, input.manufacturerid);
      const token = issueDeviceToken();
      const id = await this.repository.insert({
        ...deviceValues(input, placement),
        gatewayMode: input.devicetype === DEVICE_TYPE.gateway ? (extras.gatewayMode ?? 'matrix') : null,
        tokenHash: token.hash,
        tokenHint: token.hint,
      });
      this.queries.forgetCounts();
      return { targetId: id, result: { device: await this.detail(caller, { id }), token: token.token } };
    });
  }

  /**
   * Adds many devices in one transaction (the Excel import). Every row is checked first; when any
   * fails nothing is added, unless `validOnly` asks for the rows that passed. `checkOnly` adds
   * nothing and answers the failures: the import uses it when other rows of the file already failed.
   */
  addMany(
    caller: Caller,
    inputs: DeviceInput[],
    actor: Actor,
    options: { validOnly?: boolean; checkOnly?: boolean } = {},
  ): Promise<BatchResult> {
    const entry: AuditEntry = {
      action: 'device.addmany',
      targetType: 'device',
      detail: { rows: inputs.length },
    };
    return audited(this.audit, actor, entry, async () => {
      const [placements, takenCodes, missing] = await Promise.all([
        this.placements.lookup(
          caller,
          inputs.map((input) => input.projectid),
          inputs.flatMap((input) => (input.groupid ? [input.groupid] : [])),
        ),
        this.repository.codesTaken(inputs.map((input) => input.devicecode)),
        this.repository.manufacturersOutOfReach(
          caller,
          inputs.flatMap((input) => input.manufacturerid ?? []),
        ),
      ]);
      const plan = planBatch(inputs, { placements, takenCodes, manufacturersOutOfReach: new Set(missing) });
      if ((plan.failures.length > 0 && !options.validOnly) || options.checkOnly) {
        return {
          result: { added: [], failures: plan.failures },
          detail: { added: 0, failed: plan.failures.length },
        };
      }
      const planned = plan.rows.map((row) => ({ ...row, token: issueDeviceToken() }));
      const inserted = await this.repository.insertMany(
        planned.map(({ input, placement, token }) => ({
          ...deviceValues(input, placement),
          gatewayMode: input.devicetype === DEVICE_TYPE.gateway ? 'matrix' : null,
          tokenHash: token.hash,
          tokenHint: token.hint,
        })),
      );
      this.queries.forgetCounts();
      // The embedded store runs no autovacuum: after a big batch its planner would guess from
      // the table as it was (an export of 100,000 devices took a minute instead of seconds).
      if (inserted.length >= BIG_BATCH) await this.repository.refreshStatistics();
      // Numbers are unique, so they pair each new id with its row whatever order RETURNING keeps.
      const idOf = new Map(inserted.map((row) => [row.code, row.id]));
      const added = planned.map(({ index, input, token }) => ({
        index,
        id: idOf.get(input.devicecode) ?? 0,
        devicecode: input.devicecode,
        token: token.token,
      }));
      return {
        result: { added, failures: plan.failures },
        detail: { added: added.length, failed: plan.failures.length },
      };
    });
  }

  /**
   * Changes the fields sent and keeps the others; the token, gateway link and circuit stay as they
   * are. The rules see the device as it will be: a SIM end sent alone still comes after the
   * stored start, a new number or family is checked against the stored links.
   */
  update(caller: Caller, input: DeviceUpdate, actor: Actor): Promise<DeviceDetail> {
    const entry: AuditEntry = {
      action: 'device.update',
      targetType: 'device',
      targetId: input.id,
      detail: summary(input),
    };
    return audited(this.audit, actor, entry, async () => {
      const current = await this.found(caller, input.id);
      const code = input.devicecode ?? current.code;
      const type = input.devicetype ?? current.typeId;
      const placement = await this.newPlacement(caller, current, input);
      assertSimRange(
        input.simstart === undefined ? current.simStart : input.simstart,
        input.simend === undefined ? current.simEnd : input.simend,
      );
      if (code !== current.code) await this.assertCodeFree(code, current.id);
      // A bound device keeps its factory's maker when a form sends it back unchanged.
      if (input.manufacturerid !== current.manufacturerId) {
        await this.assertManufacturer(caller, input.manufacturerid ?? undefined);
      }
      await this.assertFamilyChange(current, type);
      const becomesGateway = type === DEVICE_TYPE.gateway;
      const wasGateway = current.typeId === DEVICE_TYPE.gateway;
      await this.repository.update(current.id, {
        ...typedColumns(input),
        ...(placement ? placementColumns(placement) : {}),
        ...(becomesGateway !== wasGateway ? { gatewayMode: becomesGateway ? 'matrix' : null } : {}),
      });
      this.queries.forgetCounts();
      // A live connection holds the number and family it opened with (a gateway's topics).
      if (code !== current.code || type !== current.typeId) {
        this.credentialsRevoked([current.id]);
      }
      return { result: await this.detail(caller, { id: current.id }) };
    });
  }

  /**
   * Deletes devices once every id is found in the subtree; refused while a gateway among them
   * still speaks for lights, or a loop controller's circuits feed lights, not deleted with them.
   */
  delete(caller: Caller, ids: number[], actor: Actor): Promise<void> {
    const unique = [...new Set(ids)];
    const entry: AuditEntry = { action: 'device.delete', targetType: 'device', targetId: unique.join(',') };
    return audited(this.audit, actor, entry, async () => {
      const found = await this.allInScope(caller, unique);
      const gateways = found.filter((d) => d.typeId === DEVICE_TYPE.gateway).map((d) => d.id);
      const behind = gateways.length > 0 ? await this.repository.lightsBehind(unique) : 0;
      if (behind > 0) throw fail.conflict('error.gatewayHasLights', { count: behind });
      await this.assertRemovable(found);
      await this.repository.deleteMany(unique);
      this.queries.forgetCounts();
      this.credentialsRevoked(unique);
      return { result: undefined, detail: { numbers: found.map((d) => d.code).join(',') } };
    });
  }

  /** Moves devices of the subtree to a project and group of the subtree, in one statement. */
  move(
    caller: Caller,
    input: { ids: number[]; projectid: number; groupid?: number | undefined },
    actor: Actor,
  ): Promise<{ moved: number }> {
    const unique = [...new Set(input.ids)];
    const entry: AuditEntry = {
      action: 'device.move',
      targetType: 'device',
      targetId: unique.join(','),
      detail: { projectId: input.projectid, groupId: input.groupid ?? null },
    };
    return audited(this.audit, actor, entry, async () => {
      const placement = await this.placements.place(caller, input.projectid, input.groupid);
      await this.allInScope(caller, unique);
      const moved = await this.repository.move(unique, placement);
      this.queries.forgetCounts();
      return { result: { moved }, detail: { moved } };
    });
  }

  /** What is known of a device's token: its last characters and when it was issued or rotated. */
  async credentials(caller: Caller, id: number) {
    const device = await this.found(caller, id);
    const token = await this.repository.token(device.id);
    if (!token) throw fail.notFound('device');
    return {
      tokenhint: token.hint,
      createtime: token.createdAt.toISOString(),
      rotatetime: token.rotatedAt?.toISOString() ?? null,
    };
  }

  /** Issues a new token; the old hash is replaced, so the old token no longer opens anything. */
  rotateCredentials(caller: Caller, id: number, actor: Actor): Promise<{ token: string }> {
    const entry: AuditEntry = { action: 'device.credentials.rotate', targetType: 'device', targetId: id };
    return audited(this.audit, actor, entry, async () => {
      const device = await this.found(caller, id);
      const token = issueDeviceToken();
      await this.repository.replaceToken(device.id, token);
      this.credentialsRevoked([device.id]);
      return { result: { token: token.token }, detail: { number: device.code } };
    });
  }

  /** Every located device the filter finds, as the map's compact binary points. */
  async points(caller: Caller, filter: DeviceFilter): Promise<Buffer> {
    return encodeDevicePoints(await this.queries.packedPoints(caller, filter, this.today()));
  }

  /** Whether a device of the caller's subtree carries the number. */
  async inScope(caller: Caller, code: string): Promise<boolean> {
    return (await this.queries.find({ code }, caller)) !== undefined;
  }

  private async present(row: DeviceRow, showVerifyCode: boolean): Promise<DeviceDetail> {
    return { ...presentDeviceDetail(row, showVerifyCode), ...(await this.latestOf(row.id)) };
  }

  /**
   * Where an update puts a device, when it sends a project or group. A group left out stays while
   * the project does; a device that changes project leaves it behind, as a move does.
   */
  private async newPlacement(
    caller: Caller,
    current: DeviceRow,
    input: DeviceChanges,
  ): Promise<Placement | undefined> {
    if (input.projectid === undefined && input.groupid === undefined) return undefined;
    const projectId = input.projectid ?? current.projectId;
    const keptGroup = projectId === current.projectId ? current.groupId : null;
    return this.placements.place(caller, projectId, input.groupid === undefined ? keptGroup : input.groupid);
  }

  private async foundByKey(caller: Caller, key: DeviceKey): Promise<DeviceRow> {
    const row = await this.queries.find(
      key.id !== undefined ? { id: key.id } : { code: key.devicecode ?? '' },
      caller,
    );
    if (!row) throw fail.notFound('device');
    return row;
  }

  private async found(caller: Caller, id: number): Promise<DeviceRow> {
    const row = await this.queries.find({ id }, caller);
    if (!row) throw fail.notFound('device');
    return row;
  }

  private async allInScope(caller: Caller, ids: number[]) {
    const found = await this.repository.inScope(caller, ids);
    if (found.length !== ids.length) throw fail.notFound('device');
    return found;
  }

  private async assertCodeFree(code: string, exceptId?: number): Promise<void> {
    if ((await this.repository.codesTaken([code], exceptId)).size > 0) {
      throw fail.conflict('error.deviceCodeTaken', { code });
    }
  }

  private async assertManufacturer(caller: Caller, id: number | undefined): Promise<void> {
    if (id !== undefined && (await this.repository.manufacturersOutOfReach(caller, [id])).length > 0) {
      throw fail.notFound('manufacturer');
    }
  }

  /** A gateway with lights stays a gateway, a feeding controller a controller, a linked light a light. */
  private async assertFamilyChange(current: DeviceRow, type: number): Promise<void> {
    if (type === current.typeId) return;
    if (current.typeId === DEVICE_TYPE.gateway) {
      const count = await this.repository.lightsBehind([current.id]);
      if (count > 0) throw fail.conflict('error.gatewayHasLights', { count });
    }
    await this.assertRemovable([{ id: current.id, typeId: current.typeId }]);
    const linked = current.gatewayId !== null || current.circuitId !== null;
    if (linked && !LIGHT_TYPES.includes(type))
      throw fail.badRequestKey('error.notALight', { code: current.code });
  }
}

/** Audit facts: what was given (an update leaves out what it did not change). */
function summary(input: DeviceChanges) {
  return { number: input.devicecode, type: input.devicetype, projectId: input.projectid };
}

/** A SIM ends after it starts; on update one of the two may be the stored one. */
function assertSimRange(start: string | null, end: string | null): void {
  if (start && end && end < start) throw fail.invalidField('simend', 'validation.simRange');
}
