import { and, count, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows-of';
import type { Caller } from '../../platform/caller';
import { accountInSubtree } from '../../platform/scope';
import { manufacturers } from '../manufacturers/manufacturers.table';
import { devices } from './devices.table';

export type NewDevice = typeof devices.$inferInsert;

/** What a person edits of a device (never its token, gateway link or circuit). */
export type DeviceValues = Omit<
  NewDevice,
  'id' | 'tokenHash' | 'tokenHint' | 'tokenCreatedAt' | 'tokenRotatedAt' | 'createdAt' | 'updatedAt'
>;

/** A device as the device API knows it: its id, number, owner and family. */
export interface DeviceIdentityRow {
  deviceId: number;
  code: string;
  accountId: number;
  typeId: number;
}

const identityColumns = {
  deviceId: devices.id,
  code: devices.code,
  accountId: devices.accountId,
  typeId: devices.typeId,
};

const RUN_STATE_NORMAL = 1;
const RUN_STATE_UPGRADING = 5;

/** A device whose run state just changed. */
export interface RunStateChange {
  deviceId: number;
  code: string;
  accountId: number;
  runState: number | null;
}

/** Rows per multi-row insert: ~30 parameters a row stays well below PostgreSQL's 65,535. */
const INSERT_CHUNK = 1000;
/** Values per `in (...)` lookup. */
const LOOKUP_CHUNK = 5000;

function chunksOf<T>(items: T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let at = 0; at < items.length; at += size) chunks.push(items.slice(at, at + size));
  return chunks;
}

/** Changes to devices and the facts the device rules check. Reads for screens are in DevicesQueries. */
export class DevicesRepository {
  constructor(private readonly db: Database) {}

  /** Those of `codes` that a device of any account already carries. */
  async codesTaken(codes: string[], exceptId?: number): Promise<Set<string>> {
    const taken = new Set<string>();
    for (const chunk of chunksOf([...new Set(codes)], LOOKUP_CHUNK)) {
      const rows = await this.db
        .select({ id: devices.id, code: devices.code })
        .from(devices)
        .where(inArray(devices.code, chunk));
      for (const row of rows) if (row.id !== exceptId) taken.add(row.code);
    }
    return taken;
  }

  /**
   * Those of `ids` that name no manufacturer managed in the caller's subtree: the only ones its
   * devices may name, so that another tenant's answers as one that does not exist.
   */
  async manufacturersOutOfReach(caller: Caller, ids: number[]): Promise<number[]> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return [];
    const rows = await this.db
      .select({ id: manufacturers.id })
      .from(manufacturers)
      .where(and(inArray(manufacturers.id, unique), accountInSubtree(manufacturers.accountId, caller)));
    const found = new Set(rows.map((row) => row.id));
    return unique.filter((id) => !found.has(id));
  }

  /** The devices of `ids` that lie in the caller's subtree. */
  async inScope(caller: Caller, ids: number[]) {
    return this.db
      .select({ id: devices.id, code: devices.code, typeId: devices.typeId })
      .from(devices)
      .where(and(inArray(devices.id, ids), accountInSubtree(devices.accountId, caller)));
  }

  async insert(values: NewDevice): Promise<number> {
    const [row] = await this.db.insert(devices).values(values).returning({ id: devices.id });
    if (!row) throw new Error('device insert returned nothing');
    return row.id;
  }

  /** Lets the planner see the table as it now is (after a big batch). */
  async refreshStatistics(): Promise<void> {
    await this.db.execute(sql`analyze ${devices}`);
  }

  /** Inserts every row or none: one transaction, one multi-row insert per chunk. */
  async insertMany(rows: NewDevice[]): Promise<{ id: number; code: string }[]> {
    if (rows.length === 0) return [];
    return this.db.transaction(async (tx) => {
      const added: { id: number; code: string }[] = [];
      for (const chunk of chunksOf(rows, INSERT_CHUNK)) {
        added.push(
          ...(await tx.insert(devices).values(chunk).returning({ id: devices.id, code: devices.code })),
        );
      }
      return added;
    });
  }

  /** Writes the values given; an undefined one leaves its column as it is. */
  async update(id: number, values: Partial<DeviceValues>): Promise<void> {
    await this.db
      .update(devices)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(devices.id, id));
  }

  /** Puts devices into another project and group in one statement; answers how many moved. */
  async move(ids: number[], to: { projectId: number; groupId: number | null; accountId: number }) {
    const rows = await this.db
      .update(devices)
      .set({ ...to, updatedAt: sql`now()` })
      .where(inArray(devices.id, ids))
      .returning({ id: devices.id });
    return rows.length;
  }

  async replaceToken(id: number, token: { hash: string; hint: string }): Promise<void> {
    await this.db
      .update(devices)
      .set({ tokenHash: token.hash, tokenHint: token.hint, tokenRotatedAt: sql`now()` })
      .where(eq(devices.id, id));
  }

  /** Sets the run state of every device whose state differs, in one statement; answers those that changed. */
  async setRunStates(states: Map<number, number>): Promise<RunStateChange[]> {
    if (states.size === 0) return [];
    const rows = JSON.stringify([...states].map(([id, state]) => ({ id, state })));
    const changed = await this.db.execute(sql`
      update ${devices} set run_state = s.state
      from json_to_recordset(${rows}::json) as s(id int, state smallint)
      where ${devices.id} = s.id and ${devices.runState} is distinct from s.state
      returning ${devices.id} as "deviceId", ${devices.code} as code, ${devices.accountId} as "accountId",
        ${devices.runState} as "runState"`);
    return rowsOf<RunStateChange>(changed);
  }

  /** Devices among `ids` still upgrading (run state 5) are normal again (1); answers those. */
  async endUpgrade(ids: number[]): Promise<RunStateChange[]> {
    if (ids.length === 0) return [];
    return this.db
      .update(devices)
      .set({ runState: RUN_STATE_NORMAL })
      .where(and(inArray(devices.id, ids), eq(devices.runState, RUN_STATE_UPGRADING)))
      .returning({
        deviceId: devices.id,
        code: devices.code,
        accountId: devices.accountId,
        runState: devices.runState,
      });
  }

  /** Lights behind the gateways among `ids` that are not themselves being deleted with them. */
  async lightsBehind(ids: number[]): Promise<number> {
    const [row] = await this.db
      .select({ value: count() })
      .from(devices)
      .where(and(inArray(devices.gatewayId, ids), notInArray(devices.id, ids)));
    return row?.value ?? 0;
  }

  async deleteMany(ids: number[]): Promise<void> {
    await this.db.delete(devices).where(inArray(devices.id, ids));
  }

  /** The device whose access token has this SHA-256, as the device API knows it. */
  async identityByTokenHash(hash: string): Promise<DeviceIdentityRow | undefined> {
    const [row] = await this.db.select(identityColumns).from(devices).where(eq(devices.tokenHash, hash));
    return row;
  }

  /** Those of `codes` that are lights behind the gateway (numbers elsewhere are left out). */
  identitiesBehindGateway(gatewayId: number, codes: string[]): Promise<DeviceIdentityRow[]> {
    if (codes.length === 0) return Promise.resolve([]);
    return this.db
      .select(identityColumns)
      .from(devices)
      .where(and(eq(devices.gatewayId, gatewayId), inArray(devices.code, [...new Set(codes)])));
  }

  async token(id: number) {
    const [row] = await this.db
      .select({
        hint: devices.tokenHint,
        createdAt: devices.tokenCreatedAt,
        rotatedAt: devices.tokenRotatedAt,
      })
      .from(devices)
      .where(eq(devices.id, id));
    return row;
  }
}
