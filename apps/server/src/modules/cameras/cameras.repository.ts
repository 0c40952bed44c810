import { type CameraItem, type CameraListQuery, DEVICE_TYPE } from '@lamplighter/contract';
import { and, eq, inArray, like, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { containsPattern } from '../../db/like';
import { rowsOf } from '../../db/rows-of';
import type { Caller } from '../../platform/caller';
import { accountInSubtree } from '../../platform/scope';
import { devices } from '../devices/devices.table';
import { deviceGroups, projects } from '../projects/projects.table';
import { cameraSettings, splitScreens } from './cameras.table';

export type CameraSettingsRow = typeof cameraSettings.$inferSelect;
export type CameraAddresses = Omit<CameraSettingsRow, 'deviceId' | 'updatedAt'>;
export type SplitScreenRow = { layout: number; tiles: (number | null)[] };

const d = devices;
const s = cameraSettings;
const camerasOf = (caller: Caller) =>
  and(accountInSubtree(d.accountId, caller), eq(d.typeId, DEVICE_TYPE.camera)) as SQL;

/** How the browser gets a camera's picture: HLS first, then RTSP repackaged, then WHEP. */
const source = sql<CameraItem['source']>`case
  when coalesce(${s.streamUrl}, '') <> '' then 'hls'
  when coalesce(${s.rtspUrl}, '') <> '' then 'rtsp'
  when coalesce(${s.whepUrl}, '') <> '' then 'whep'
  else 'none' end`;

/** SQL of the cameras' addresses and the split screens. No rules here. */
export class CamerasRepository {
  constructor(private readonly db: Database) {}

  async list(caller: Caller, query: CameraListQuery): Promise<{ list: CameraItem[]; total: number }> {
    const filters = [
      camerasOf(caller),
      query.projectid === undefined ? undefined : eq(d.projectId, query.projectid),
      query.groupid === undefined ? undefined : eq(d.groupId, query.groupid),
      query.runstate === undefined
        ? undefined
        : query.runstate === 0
          ? sql`${d.runState} is null`
          : eq(d.runState, query.runstate),
      query.keyword ? like(d.searchText, containsPattern(query.keyword.toLowerCase())) : undefined,
    ];
    const rows = rowsOf<CameraItem & { total: number }>(
      await this.db.execute(sql`
        select ${d.id} as id, ${d.code} as devicecode, ${d.name} as devicename, ${d.projectId} as projectid,
          coalesce(${projects.name}, '') as projectname, ${d.groupId} as groupid,
          coalesce(${deviceGroups.name}, '') as groupname, coalesce(${d.poleNumber}, '') as polenumber,
          ${d.runState}::int as runstate, ${source} as source, (coalesce(${s.ptz}, false))::int as ptz,
          (coalesce(${s.snapshotUrl}, '') <> '')::int as snapshot, (count(*) over ())::int as total
        from ${d}
        left join ${s} on ${s.deviceId} = ${d.id}
        left join ${projects} on ${projects.id} = ${d.projectId}
        left join ${deviceGroups} on ${deviceGroups.id} = ${d.groupId}
        where ${and(...filters)}
        order by ${d.name}, ${d.id}
        limit ${query.pagesize} offset ${(query.pagenum - 1) * query.pagesize}`),
    );
    return { list: rows.map(({ total: _, ...row }) => row), total: rows[0]?.total ?? 0 };
  }

  /** A camera of the caller's subtree with its addresses (empty ones when it has none yet). */
  async addresses(caller: Caller, id: number): Promise<(CameraAddresses & { deviceId: number }) | undefined> {
    const [row] = await this.db
      .select({
        deviceId: d.id,
        streamUrl: sql<string>`coalesce(${s.streamUrl}, '')`,
        rtspUrl: sql<string>`coalesce(${s.rtspUrl}, '')`,
        whepUrl: sql<string>`coalesce(${s.whepUrl}, '')`,
        snapshotUrl: sql<string>`coalesce(${s.snapshotUrl}, '')`,
        ptz: sql<boolean>`coalesce(${s.ptz}, false)`,
      })
      .from(d)
      .leftJoin(s, eq(s.deviceId, d.id))
      .where(and(eq(d.id, id), camerasOf(caller)));
    return row;
  }

  /** A camera of the caller's subtree: its number, and whether its settings say it pans, tilts and zooms. */
  async ptzOf(caller: Caller, id: number): Promise<{ code: string; ptz: boolean } | undefined> {
    const [row] = await this.db
      .select({ code: d.code, ptz: sql<boolean>`coalesce(${s.ptz}, false)` })
      .from(d)
      .leftJoin(s, eq(s.deviceId, d.id))
      .where(and(eq(d.id, id), camerasOf(caller)));
    return row;
  }

  /** A camera's addresses, whoever asks: what the stream links serve. */
  async addressesOf(id: number): Promise<CameraAddresses | undefined> {
    const [row] = await this.db.select().from(s).where(eq(s.deviceId, id));
    return row;
  }

  async save(deviceId: number, addresses: CameraAddresses): Promise<void> {
    await this.db
      .insert(s)
      .values({ deviceId, ...addresses })
      .onConflictDoUpdate({ target: s.deviceId, set: { ...addresses, updatedAt: new Date() } });
  }

  /** Which of the ids are cameras of the caller's subtree. */
  async visible(caller: Caller, ids: number[]): Promise<Set<number>> {
    if (ids.length === 0) return new Set();
    const rows = await this.db
      .select({ id: d.id })
      .from(d)
      .where(and(inArray(d.id, ids), camerasOf(caller)));
    return new Set(rows.map((row) => row.id));
  }

  async splitScreen(accountId: number): Promise<SplitScreenRow | undefined> {
    const [row] = await this.db
      .select({ layout: splitScreens.layout, tiles: splitScreens.tiles })
      .from(splitScreens)
      .where(eq(splitScreens.accountId, accountId));
    return row;
  }

  async saveSplitScreen(accountId: number, screen: SplitScreenRow): Promise<void> {
    await this.db
      .insert(splitScreens)
      .values({ accountId, ...screen })
      .onConflictDoUpdate({ target: splitScreens.accountId, set: { ...screen, updatedAt: new Date() } });
  }
}
