import type { CampaignSlot } from '@lamplighter/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows-of';
import type { Caller } from '../../platform/caller';
import { accountInSubtree } from '../../platform/scope';
import { accounts } from '../accounts/accounts.table';
import { devices } from '../devices/devices.table';
import { programs } from '../programs/programs.table';
import { localToday, programName } from './campaigns.repository';
import { campaignScreens, campaigns } from './campaigns.table';

const c = campaigns;
const p = programs;

export interface PlannedCampaign {
  id: number;
  name: string;
  programOriginId: number;
  programName: string;
  startDate: string;
  endDate: string;
  slots: CampaignSlot[];
  priority: number;
  playsPerHour: number;
}

export interface ScheduledCampaign extends Omit<PlannedCampaign, 'programName' | 'programOriginId'> {
  utcOffset: number;
  programId: number;
  version: number;
}

/** What a screen plays when: its campaigns as the platform shows them and as the screen fetches them. */
export class CampaignScheduleRepository {
  constructor(private readonly db: Database) {}

  /** An LED screen of the caller's subtree. */
  async screen(caller: Caller, deviceId: number, typeId: number) {
    const [row] = await this.db
      .select({ id: devices.id, code: devices.code, name: devices.name })
      .from(devices)
      .where(
        and(
          eq(devices.id, deviceId),
          eq(devices.typeId, typeId),
          accountInSubtree(devices.accountId, caller),
        ),
      );
    return row;
  }

  /** The campaigns of the caller's subtree that include the screen, whatever their dates. */
  planned(caller: Caller, deviceId: number): Promise<PlannedCampaign[]> {
    return this.db
      .select({
        id: c.id,
        name: c.name,
        programOriginId: c.programOriginId,
        programName,
        startDate: c.startDate,
        endDate: c.endDate,
        slots: c.slots,
        priority: c.priority,
        playsPerHour: c.playsPerHour,
      })
      .from(campaignScreens)
      .innerJoin(c, eq(c.id, campaignScreens.campaignId))
      .where(and(eq(campaignScreens.deviceId, deviceId), accountInSubtree(c.accountId, caller)))
      .orderBy(asc(c.id));
  }

  /**
   * The campaigns a screen plays from today on (its clock), each with the latest published version
   * of its program that the screen may fetch: one of the screen's account or of an account above it,
   * as the manifest route hands out. The latest changed first.
   */
  async scheduled(
    device: { deviceId: number; accountId: number },
    now: number,
  ): Promise<ScheduledCampaign[]> {
    const devicePath = sql`(select ${accounts.path} from ${accounts} where ${accounts.id} = ${device.accountId})`;
    return rowsOf<ScheduledCampaign>(
      await this.db.execute(sql`
        select ${c.id} as "id", ${c.name} as "name", ${c.startDate}::text as "startDate",
          ${c.endDate}::text as "endDate", ${c.slots} as "slots", ${c.priority}::int as "priority",
          ${c.playsPerHour}::int as "playsPerHour", ${c.utcOffset}::int as "utcOffset",
          played.id as "programId", played.version as "version"
        from ${campaignScreens}
        join ${c} on ${c.id} = ${campaignScreens.campaignId}
        join lateral (
          select ${p.id} as id, ${p.version} as version from ${p}
          where ${p.originId} = ${c.programOriginId} and ${p.state} = 'publish'
            and ${devicePath} like '%/' || ${p.accountId} || '/%'
          order by ${p.version} desc limit 1
        ) played on true
        where ${campaignScreens.deviceId} = ${device.deviceId} and ${localToday(now)} <= ${c.endDate}
        order by ${c.updatedAt} desc, ${c.id} desc`),
    );
  }
}
