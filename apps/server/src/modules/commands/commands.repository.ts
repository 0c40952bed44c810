import type { CommandMethod, CommandState } from '@lamplighter/contract';
import { and, asc, count, desc, eq, gt, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import { arrayLiteral } from '../../db/array-literal';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows-of';
import type { Caller } from '../../platform/caller';
import { accountInSubtree } from '../../platform/scope';
import { commandDevices, commands } from './commands.table';

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

/** A device's answer to a command: `by` the device itself, or by the gateway speaking for the light `deviceCode`. */
export interface DeviceAnswer {
  id: number;
  by: { deviceId: number } | { gatewayId: number; deviceCode: string };
  state: CommandState;
  answer: unknown;
  error: string;
}

/** What an answer did: whether the row was the answering device's, and the row when it moved. */
export interface AnswerRecorded {
  known: boolean;
  moved: DeviceCommand | undefined;
}

/** The columns of a DeviceCommand but its method, from `command_devices` as `c`, in raw SQL. */
const rawColumns = sql.raw(`c.id, c.command_id as "commandId", c.device_id as "deviceId",
  c.device_code as "deviceCode", c.account_id as "accountId", c.gateway_id as "gatewayId", c.params,
  c.state, c.error`);

/** A DeviceCommand as raw SQL answers it: postgres.js gives bigint columns as text. */
type RawDeviceCommand = Omit<DeviceCommand, 'id' | 'commandId'> & {
  id: string | number;
  commandId: string | number;
};

const deviceCommandOf = ({ id, commandId, ...row }: RawDeviceCommand): DeviceCommand => ({
  ...row,
  id: Number(id),
  commandId: Number(commandId),
});

// LOCK_ORDER: statements that change many rows at once (answers, acknowledgements, the expiry
// sweep, in every process that shares the bus) lock their rows in the order of the ids first, so
// that they never wait for each other in a circle.

export const OPEN_STATES: CommandState[] = ['queued', 'sent', 'delivered'];

/** The timestamp a state sets. */
function stampOf(state: CommandState) {
  if (state === 'sent') return 'sentAt' as const;
  if (state === 'delivered') return 'deliveredAt' as const;
  return state === 'queued' ? undefined : ('finishedAt' as const);
}

/** A device row the caller may see: its device is in the subtree, or the caller's subtree sent it. */
/** A warning names at most this many colliding commands. */
const CONFLICTS_SHOWN = 5;

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

  /** Records a command; its devices' rows follow with `addDevices`. */
  async create(command: NewCommand): Promise<number> {
    const [created] = await this.db.insert(commands).values(command).returning({ id: commands.id });
    if (!created) throw new Error('command not recorded');
    return created.id;
  }

  /**
   * Records devices' rows of a command (one device a row) in one statement. The rows go as one
   * JSON document and only their ids come back: building an insert with a parameter per value,
   * and reading every column back, cost more than the insert itself (2 s for 10,000 rows).
   */
  async addDevices(
    command: { id: number; method: CommandMethod; expiresAt: Date },
    targets: NewCommandDevice[],
  ): Promise<DeviceCommand[]> {
    const json = JSON.stringify(
      targets.map((target) => ({
        d: target.deviceId,
        code: target.deviceCode,
        a: target.accountId,
        g: target.gatewayId,
        p: target.params,
        s: target.state,
        e: target.error ?? '',
        sent: target.sentAt,
        finished: target.finishedAt,
      })),
    );
    const result = await this.db.execute(sql`
      insert into ${commandDevices} as c (command_id, device_id, device_code, account_id, gateway_id,
        params, state, error, sent_at, finished_at, expires_at)
      select ${command.id}, d, code, a, g, p, s, e, sent, finished, ${command.expiresAt.toISOString()}::timestamptz
      from json_to_recordset(${json}::json) as t(d int, code text, a int, g int, p jsonb, s text, e text,
        sent timestamptz, finished timestamptz)
      returning c.id, c.device_id as "deviceId"`);
    const ids = new Map(
      rowsOf<{ id: string | number; deviceId: number }>(result).map((row) => [row.deviceId, Number(row.id)]),
    );
    return targets.map((target) => {
      const id = ids.get(target.deviceId);
      if (id === undefined) throw new Error(`no command row for device ${target.deviceId}`);
      return {
        id,
        commandId: command.id,
        deviceId: target.deviceId,
        deviceCode: target.deviceCode,
        accountId: target.accountId,
        gatewayId: target.gatewayId ?? null,
        method: command.method,
        params: target.params,
        state: target.state,
        error: target.error ?? '',
      };
    });
  }

  /**
   * Moves the rows among `ids` that are in one of `from` to `to` (with an error, when given), and
   * answers those that moved: a row another process or an earlier answer moved already is left.
   */
  async advance(
    ids: number[],
    from: CommandState[],
    to: CommandState,
    at: Date,
    error?: string,
  ): Promise<DeviceCommand[]> {
    if (ids.length === 0) return [];
    const stamp = stampOf(to);
    const moved = await this.db
      .update(commandDevices)
      .set({
        state: to,
        updatedAt: at,
        ...(stamp ? { [stamp]: at } : {}),
        ...(error === undefined ? {} : { error }),
      })
      .from(commands)
      .where(
        and(
          eq(commands.id, commandDevices.commandId),
          inArray(
            commandDevices.id,
            this.lockedInOrder(sql`${commandDevices.id} = any(${arrayLiteral(ids)}::bigint[])`, from),
          ),
        ),
      )
      .returning(deviceCommandColumns);
    return moved.sort((a, b) => a.id - b.id);
  }

  /**
   * Records answers in one statement. An answer counts when the one answering owns the row: the
   * device itself, or the gateway speaking for the light it names. It moves the row when the row is
   * still open; of several answers to one row, the first. Answers, for each answer in order,
   * whether it counted and the row when it moved. The rows are locked in the order of their ids
   * (see LOCK_ORDER); the locking subquery carries the answers, so that the update finds each
   * answer by its row (joined to the CTE instead, the planner scanned it once per row).
   */
  async finish(answers: DeviceAnswer[], at: Date): Promise<AnswerRecorded[]> {
    const json = JSON.stringify(
      answers.map(({ id, by, state, answer, error }, n) => ({
        n,
        id,
        device_id: 'deviceId' in by ? by.deviceId : null,
        gateway_id: 'gatewayId' in by ? by.gatewayId : null,
        device_code: 'gatewayId' in by ? by.deviceCode : null,
        state,
        answer,
        error,
      })),
    );
    const stamp = sql`${at.toISOString()}::timestamptz`;
    const result = await this.db.execute(sql`
      with a as (
        select * from json_to_recordset(${json}::json) as a(n int, id bigint, device_id int,
          gateway_id int, device_code text, state text, answer jsonb, error text)
      ), owned as (
        select a.* from a join ${commandDevices} c on c.id = a.id
        where case when a.gateway_id is null then c.gateway_id is null and c.device_id = a.device_id
          else c.gateway_id = a.gateway_id and c.device_code = a.device_code end
      ), chosen as (
        select distinct on (id) * from owned order by id, n
      ), moved as (
        update ${commandDevices} c set state = f.state, answer = f.answer, error = f.error,
          finished_at = ${stamp}, updated_at = ${stamp}
        from (
          select chosen.*, m.method from chosen
            join ${commandDevices} open on open.id = chosen.id
            join ${commands} m on m.id = open.command_id
          where open.state = any(${arrayLiteral(OPEN_STATES)}::text[])
          order by open.id for update of open
        ) f
        where c.id = f.id
        returning f.n as answer, ${rawColumns}, f.method
      )
      select owned.n, moved.* from owned left join moved on moved.answer = owned.n`);
    // Every column of `moved` is null where an answer counted but moved nothing.
    type Row = { n: number; answer: number | null } & RawDeviceCommand;
    const recorded: AnswerRecorded[] = answers.map(() => ({ known: false, moved: undefined }));
    for (const { n, answer, ...row } of rowsOf<Row>(result)) {
      recorded[n] = { known: true, moved: answer === null ? undefined : deviceCommandOf(row) };
    }
    return recorded;
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

  /** The rows that match `which` and are in one of `from`, locked in the order of their ids (LOCK_ORDER). */
  private lockedInOrder(which: SQL, from: CommandState[]) {
    return this.db
      .select({ id: commandDevices.id })
      .from(commandDevices)
      .where(and(which, inArray(commandDevices.state, from)))
      .orderBy(asc(commandDevices.id))
      .for('update');
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
      'no answer before the command expired',
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

  /**
   * Commands of these methods that someone other than `username` sent to any of these devices since
   * `since`, newest first, with how many of the devices each went to. The sender is named only
   * when the caller may see the sender's account.
   */
  async sentByOthers(
    caller: Caller,
    deviceIds: number[],
    methods: readonly CommandMethod[],
    username: string,
    since: Date,
  ) {
    if (deviceIds.length === 0) return [];
    return this.db
      .select({
        id: commands.id,
        username: sql<string>`case when ${accountInSubtree(commands.accountId, caller)} then ${commands.username} else '' end`,
        method: commands.method,
        params: commands.params,
        createdAt: commands.createdAt,
        devices: count(),
      })
      .from(commands)
      .innerJoin(commandDevices, eq(commandDevices.commandId, commands.id))
      .where(
        and(
          gt(commands.createdAt, since),
          sql`${commands.username} <> ${username}`,
          inArray(commands.method, [...methods]),
          sql`${commandDevices.deviceId} = any(${arrayLiteral(deviceIds)}::int[])`,
        ),
      )
      .groupBy(commands.id)
      .orderBy(desc(commands.createdAt))
      .limit(CONFLICTS_SHOWN);
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
