import type { CampaignListQuery, CampaignScreen, CampaignState } from '@lamplighter/contract';
import { and, asc, count, desc, eq, getTableColumns, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { containsPattern } from '../../db/like';
import type { Caller } from '../../platform/caller';
import { accountInSubtree } from '../../platform/scope';
import { devices } from '../devices/devices.table';
import { programs } from '../programs/programs.table';
import { campaignScreens, campaigns } from './campaigns.table';

export type StoredCampaign = typeof campaigns.$inferSelect;
/** What a save writes. */
export type CampaignContent = Pick<
  StoredCampaign,
  'name' | 'programOriginId' | 'startDate' | 'endDate' | 'slots' | 'priority' | 'playsPerHour' | 'utcOffset'
>;
/** A campaign with what is read from its program and its screens. */
export type CampaignRow = StoredCampaign & {
  programName: string;
  version: number | null;
  screenCount: number;
};

const c = campaigns;
const p = programs;

/** The version of a program a campaign plays: its latest published one. */
export const publishedVersion = sql<number | null>`(select max(${p.version}) from ${p}
  where ${p.originId} = ${c.programOriginId} and ${p.state} = 'publish')`;
/** The name of that version, or of the latest version while none is published. */
export const programName = sql<string>`coalesce((select ${p.name} from ${p} where ${p.originId} = ${c.programOriginId}
  order by ${p.state} = 'publish' desc, ${p.version} desc limit 1), '')`;
const screenCount = sql<number>`(select count(*)::int from ${campaignScreens} where ${campaignScreens.campaignId} = ${c.id})`;
const rowColumns = { ...getTableColumns(c), programName, version: publishedVersion, screenCount };

/** Today on each campaign's clock, `now` being the platform's. */
export function localToday(now: number): SQL {
  return sql`((${new Date(now).toISOString()}::timestamptz at time zone 'UTC') + ${c.utcOffset} * interval '1 minute')::date`;
}

function inState(state: CampaignState, now: number): SQL {
  const today = localToday(now);
  if (state === 'upcoming') return sql`${today} < ${c.startDate}`;
  if (state === 'ended') return sql`${today} > ${c.endDate}`;
  return sql`${today} between ${c.startDate} and ${c.endDate}`;
}

/** The campaigns and their screens; every read is scoped to the caller's account subtree. */
export class CampaignsRepository {
  constructor(private readonly db: Database) {}

  private select() {
    return this.db.select(rowColumns).from(c);
  }

  async list(caller: Caller, query: CampaignListQuery, now: number) {
    const where = and(
      accountInSubtree(c.accountId, caller),
      query.keyword ? ilike(c.name, containsPattern(query.keyword)) : undefined,
      query.state ? inState(query.state, now) : undefined,
    );
    const [rows, [counted]] = await Promise.all([
      this.select()
        .where(where)
        .orderBy(desc(c.updatedAt), desc(c.id))
        .limit(query.pagesize)
        .offset((query.pagenum - 1) * query.pagesize),
      this.db.select({ value: count() }).from(c).where(where),
    ]);
    return { rows, total: counted?.value ?? 0 };
  }

  async find(caller: Caller, id: number): Promise<CampaignRow | undefined> {
    const [row] = await this.select().where(and(eq(c.id, id), accountInSubtree(c.accountId, caller)));
    return row;
  }

  async findMany(caller: Caller, ids: number[]): Promise<StoredCampaign[]> {
    return this.db
      .select()
      .from(c)
      .where(and(inArray(c.id, ids), accountInSubtree(c.accountId, caller)));
  }

  /** The screens of campaigns, by number order. */
  screensOf(campaignIds: number[]): Promise<(CampaignScreen & { campaignId: number })[]> {
    if (campaignIds.length === 0) return Promise.resolve([]);
    return this.db
      .select({
        campaignId: campaignScreens.campaignId,
        id: devices.id,
        devicecode: devices.code,
        devicename: devices.name,
      })
      .from(campaignScreens)
      .innerJoin(devices, eq(devices.id, campaignScreens.deviceId))
      .where(inArray(campaignScreens.campaignId, campaignIds))
      .orderBy(asc(devices.code));
  }

  /** Devices of the caller's subtree among `ids`, with their family. */
  devicesOf(caller: Caller, ids: number[]) {
    return this.db
      .select({ id: devices.id, code: devices.code, name: devices.name, typeId: devices.typeId })
      .from(devices)
      .where(and(inArray(devices.id, ids), accountInSubtree(devices.accountId, caller)));
  }

  /** A program of the caller's subtree by its origin: its latest name and published version, if any. */
  async programOf(caller: Caller, originId: number) {
    const [row] = await this.db
      .select({ name: p.name, state: p.state, version: p.version })
      .from(p)
      .where(and(eq(p.originId, originId), accountInSubtree(p.accountId, caller)))
      .orderBy(sql`${p.state} = 'publish' desc`, desc(p.version))
      .limit(1);
    return row && { name: row.name, published: row.state === 'publish' };
  }

  add(accountId: number, creatorName: string, content: CampaignContent, deviceIds: number[]) {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(c)
        .values({ ...content, accountId, creatorName })
        .returning({ id: c.id });
      if (!row) throw new Error('campaign insert returned nothing');
      await tx
        .insert(campaignScreens)
        .values(deviceIds.map((deviceId) => ({ campaignId: row.id, deviceId })));
      return row.id;
    });
  }

  async replace(id: number, content: CampaignContent, deviceIds: number[]): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx
        .update(c)
        .set({ ...content, updatedAt: new Date() })
        .where(eq(c.id, id));
      await tx.delete(campaignScreens).where(eq(campaignScreens.campaignId, id));
      await tx.insert(campaignScreens).values(deviceIds.map((deviceId) => ({ campaignId: id, deviceId })));
    });
  }

  async remove(ids: number[]): Promise<void> {
    await this.db.delete(c).where(inArray(c.id, ids));
  }
}
