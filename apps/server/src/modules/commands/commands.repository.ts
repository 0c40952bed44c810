import type { CommandMethod, CommandState } from '@lamplighter/contract';
import { and, asc, count, desc, eq, gt, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { Caller } from '../../platform/caller';
import { accountInSubtree } from '../../platform/scope';
import { commandDevices, commands } from './commands.table';

const TARGETS_PER_INSERT = 2000;

export type NewCommand = Omit<typeof commands.$inferInsert, 'id' | 'createdAt'>;
export type NewCommandDevice = Omit<
  typeof commandDevices.$inferInsert,
  'id' | 'commandId' | 'createdAt' | 'updatedAt' | 'expiresAt'
>;
export type CommandRow = typeof commands.$inferSelect;
export type CommandDeviceRow = typeof commandDevices.$inferSelect;

/** A command at one device with what sending it needs and what its events tell. */
export interface DeviceCommand {
  id: number;
  commandId: number;
  deviceId: number;
  deviceCode: string;
  accountId: number;
  gatewayId: number | null;
  method: CommandMethod;
  params: Record<string, unknown>;
  state: CommandState;
  error: string;
}

const deviceCommandColumns = {
  id: commandDevices.id,
  commandId: commandDevices.commandId,
  deviceId: commandDevices.deviceId,
  deviceCode: commandDevices.deviceCode,
  accountId: commandDevices.accountId,
  gatewayId: commandDevices.gatewayId,
  method: commands.method,
  params: commandDevices.params,
  state: commandDevices.state,
  error: commandDevices.error,
};

export const OPEN_STATES: CommandState[] = ['queued', 'sent', 'delivered'];

/** The timestamp a state sets. */
function stampOf(state: CommandState) {
  if (state === 'sent') return 'sentAt' as const;
  if (state === 'delivered') return 'deliveredAt' as const;
  return state === 'queued' ? undefined : ('finishedAt' as const);
}

/** A device row the caller may see: its device is in the subtree, or the caller's subtree sent it. */
function rowVisible(caller: Caller): SQL {
  return or(
    accountInSubtree(commandDevices.accountId, caller),
    accountInSubtree(commands.accountId, caller),
  ) as SQL;
}

export interface CommandListFilter {
  pagenum: number;
  pagesize: number;
  devicecode?: string | undefined;
  commandid?: number | undefined;
}

export class CommandsRepository {
  constructor(private readonly db: Database) {}

  /** Records a command and its devices in one transaction; answers its id and the devices' rows. */
  async create(
    command: NewCommand,
    targets: NewCommandDevice[],
  ): Promise<{ commandId: number; rows: DeviceCommand[] }> {
    return this.db.transaction(async (tx) => {
      const [created] = await tx.insert(commands).values(command).returning({ id: commands.id });
      if (!created) throw new Error('command not recorded');
      const rows: (typeof commandDevices.$inferSelect)[] = [];
      // A statement takes at most 65,535 parameters: a project of 10,000 devices is written in parts.
      for (let start = 0; start < targets.length; start += TARGETS_PER_INSERT) {
        const part = targets.slice(start, start + TARGETS_PER_INSERT);
        rows.push(
          ...(await tx
            .insert(commandDevices)
            .values(
              part.map((target) => ({ ...target, commandId: created.id, expiresAt: command.expiresAt })),
            )
            .returning()),
        );
      }
      return { commandId: created.id, rows: rows.map((row) => ({ ...row, method: command.method })) };
    });
  }

  /**
   * Moves the rows among `ids` that are in one of `from` to `to` (with the answer or error), and
   * answers those that moved: a row another process or an earlier answer moved already is left.
   */
  async advance(
    ids: number[],
    from: CommandState[],
    to: CommandState,
    at: Date,
    outcome: { answer?: unknown; error?: string } = {},
  ): Promise<DeviceCommand[]> {
    if (ids.length === 0) return [];
    const stamp = stampOf(to);
    const moved = await this.db
      .update(commandDevices)
      .set({
        state: to,
        updatedAt: at,
        ...(stamp ? { [stamp]: at } : {}),
        ...(outcome.answer === undefined ? {} : { answer: outcome.answer }),
        ...(outcome.error === undefined ? {} : { error: outcome.error }),
      })
      .where(and(inArray(commandDevices.id, ids), inArray(commandDevices.state, from)))
      .returning({ id: commandDevices.id });
    return this.byIds(moved.map((row) => row.id));
  }

  /** The open rows of a device that have not expired, oldest first. */
  async openOf(deviceId: number, now: Date): Promise<DeviceCommand[]> {
    return this.db
      .select(deviceCommandColumns)
      .from(commandDevices)
      .innerJoin(commands, eq(commands.id, commandDevices.commandId))
      .where(
        and(
          eq(commandDevices.deviceId, deviceId),
          inArray(commandDevices.state, OPEN_STATES),
          gt(commandDevices.expiresAt, now),
        ),
      )
      .orderBy(asc(commandDevices.id));
  }

  async byIds(ids: number[]): Promise<DeviceCommand[]> {
    if (ids.length === 0) return [];
    return this.db
      .select(deviceCommandColumns)
      .from(commandDevices)
      .innerJoin(commands, eq(commands.id, commandDevices.commandId))
      .where(inArray(commandDevices.id, ids))
      .orderBy(asc(commandDevices.id));
  }

  /** Open rows past their expiry, moved to expired. */
  async expireDue(now: Date): Promise<DeviceCommand[]> {
    const due = await this.db
      .select({ id: commandDevices.id })
      .from(commandDevices)
      .where(and(inArray(commandDevices.state, OPEN_STATES), lte(commandDevices.expiresAt, now)))
      .limit(10_000);
    return this.advance(
      due.map((row) => row.id),
      OPEN_STATES,
      'expired',
      now,
      { error: 'no answer before the command expired' },
    );
  }

  /** Commands the caller may see, newest first, with their counts per state (of visible rows). */
  async list(caller: Caller, filter: CommandListFilter) {
    const visible = sql`exists (select 1 from ${commandDevices} where ${commandDevices.commandId} = ${commands.id} and ${accountInSubtree(commandDevices.accountId, caller)}${
      filter.devicecode ? sql` and ${commandDevices.deviceCode} = ${filter.devicecode}` : sql``
    })`;
    const where = and(
      filter.devicecode ? visible : or(accountInSubtree(commands.accountId, caller), visible),
      filter.commandid === undefined ? undefined : eq(commands.id, filter.commandid),
    );
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(commands)
        .where(where)
        .orderBy(desc(commands.id))
        .limit(filter.pagesize)
        .offset((filter.pagenum - 1) * filter.pagesize),
      this.db.select({ value: count() }).from(commands).where(where),
    ]);
    return { rows, total: total?.value ?? 0 };
  }

  /** Devices in each state of these commands, counting the rows the caller may see. */
  async counts(caller: Caller, commandIds: number[]) {
    if (commandIds.length === 0) return [];
    return this.db
      .select({ commandId: commandDevices.commandId, state: commandDevices.state, value: count() })
      .from(commandDevices)
      .innerJoin(commands, eq(commands.id, commandDevices.commandId))
      .where(and(inArray(commandDevices.commandId, commandIds), rowVisible(caller)))
      .groupBy(commandDevices.commandId, commandDevices.state);
  }

  /** The rows of these commands the caller may see; with a number, only that device's. */
  async devicesOf(caller: Caller, commandIds: number[], deviceCode?: string): Promise<CommandDeviceRow[]> {
    if (commandIds.length === 0) return [];
    const rows = await this.db
      .select({ row: commandDevices })
      .from(commandDevices)
      .innerJoin(commands, eq(commands.id, commandDevices.commandId))
      .where(
        and(
          inArray(commandDevices.commandId, commandIds),
          rowVisible(caller),
          deviceCode ? eq(commandDevices.deviceCode, deviceCode) : undefined,
        ),
      )
      .orderBy(asc(commandDevices.id));
    return rows.map(({ row }) => row);
  }
}
