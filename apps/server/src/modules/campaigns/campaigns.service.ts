import {
  type Campaign,
  type CampaignBody,
  type CampaignListQuery,
  type CampaignSummary,
  type CampaignUpdateBody,
  campaignProblems,
  DEVICE_TYPE,
  PROGRAM_PUBLISH_TTL_SECONDS,
} from '@lamplighter/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Actor, Caller } from '../../platform/caller';
import { fail } from '../../platform/errors';
import type { AuditService } from '../audit/audit.service';
import { type AuditEntry, audited } from '../audit/audited';
import type { CommandsModule } from '../commands/commands.module';
import { presentCampaign, presentCampaignSummary } from './campaign-presenter';
import type { CampaignContent, CampaignRow, CampaignsRepository } from './campaigns.repository';

/** At most this many refused numbers are named in a refusal. */
const NAMED_IDS = 20;

/**
 * The rules of campaigns: the caller's subtree only; a campaign books a program of the caller's
 * that has a published version, on LED screens of the caller's; every change tells the screens
 * concerned to fetch their schedule again, and a screen out of reach is not the change's failure.
 */
export class CampaignsService {
  constructor(
    private readonly repository: CampaignsRepository,
    private readonly audit: AuditService,
    private readonly send: CommandsModule['send'],
    private readonly log: FastifyBaseLogger,
    private readonly now: () => number,
  ) {}

  async list(caller: Caller, query: CampaignListQuery): Promise<{ list: CampaignSummary[]; total: number }> {
    const now = this.now();
    const { rows, total } = await this.repository.list(caller, query, now);
    return { list: rows.map((row) => presentCampaignSummary(row, now)), total };
  }

  async get(caller: Caller, id: number): Promise<Campaign> {
    return this.present(await this.found(caller, id));
  }

  async add(caller: Caller, body: CampaignBody, actor: Actor): Promise<Campaign> {
    const entry: AuditEntry = { action: 'campaign.add', targetType: 'campaign', detail: { name: body.name } };
    const campaign = await audited(this.audit, actor, entry, async () => {
      const { content, deviceIds } = await this.contentOf(caller, body);
      const id = await this.repository.add(caller.accountId, caller.username, content, deviceIds);
      const result = await this.get(caller, id);
      return { result, targetId: id, detail: { screens: deviceIds.length } };
    });
    await this.sync(
      caller,
      actor,
      campaign.screens.map((screen) => screen.devicecode),
    );
    return campaign;
  }

  async update(caller: Caller, body: CampaignUpdateBody, actor: Actor): Promise<Campaign> {
    const entry: AuditEntry = { action: 'campaign.update', targetType: 'campaign', targetId: body.id };
    let before: string[] = [];
    const campaign = await audited(this.audit, actor, entry, async () => {
      const row = await this.found(caller, body.id);
      const screens = await this.repository.screensOf([body.id]);
      before = screens.map((screen) => screen.devicecode);
      const { content, deviceIds } = await this.contentOf(caller, {
        name: body.name ?? row.name,
        programid: body.programid ?? row.programOriginId,
        deviceids: body.deviceids ?? screens.map((screen) => screen.id),
        startdate: body.startdate ?? row.startDate,
        enddate: body.enddate ?? row.endDate,
        slots: body.slots ?? row.slots,
        priority: body.priority ?? row.priority,
        playsperhour: body.playsperhour ?? row.playsPerHour,
        utcoffset: body.utcoffset ?? row.utcOffset,
      });
      await this.repository.replace(body.id, content, deviceIds);
      const result = await this.get(caller, body.id);
      return { result, detail: { name: result.name, screens: deviceIds.length } };
    });
    await this.sync(caller, actor, [...before, ...campaign.screens.map((screen) => screen.devicecode)]);
    return campaign;
  }

  async delete(caller: Caller, ids: number[], actor: Actor): Promise<null> {
    const entry: AuditEntry = { action: 'campaign.delete', targetType: 'campaign', detail: { ids } };
    let screens: string[] = [];
    await audited(this.audit, actor, entry, async () => {
      const unique = [...new Set(ids)];
      const rows = await this.repository.findMany(caller, unique);
      if (rows.length < unique.length) throw fail.notFound('campaign');
      screens = (await this.repository.screensOf(unique)).map((screen) => screen.devicecode);
      await this.repository.remove(unique);
      return { result: null, detail: { names: rows.map((row) => row.name) } };
    });
    await this.sync(caller, actor, screens);
    return null;
  }

  async found(caller: Caller, id: number): Promise<CampaignRow> {
    const row = await this.repository.find(caller, id);
    if (!row) throw fail.notFound('campaign');
    return row;
  }

  private async present(row: CampaignRow): Promise<Campaign> {
    const screens = await this.repository.screensOf([row.id]);
    return presentCampaign(
      row,
      screens.map(({ campaignId: _, ...screen }) => screen),
      this.now(),
    );
  }

  /** The campaign as stored, once its program and screens are checked against the caller's subtree. */
  private async contentOf(
    caller: Caller,
    body: CampaignBody,
  ): Promise<{ content: CampaignContent; deviceIds: number[] }> {
    const [problem] = campaignProblems(body);
    if (problem) throw fail.invalidField(problem.path.join('.'), problem.key, problem.params);
    const program = await this.repository.programOf(caller, body.programid);
    if (!program) throw fail.notFound('program');
    if (!program.published) {
      throw fail.invalidField('programid', 'campaign.programUnpublished', { name: program.name });
    }
    const deviceIds = [...new Set(body.deviceids)];
    const found = await this.repository.devicesOf(caller, deviceIds);
    const screens = new Set(found.filter((d) => d.typeId === DEVICE_TYPE.ledScreen).map((d) => d.id));
    const refused = deviceIds.filter((id) => !screens.has(id));
    if (refused.length > 0) {
      const named = refused.slice(0, NAMED_IDS).join(', ');
      const ids = refused.length > NAMED_IDS ? `${named} … (${refused.length})` : named;
      throw fail.invalidField('deviceids', 'campaign.notScreens', { ids });
    }
    const content: CampaignContent = {
      name: body.name,
      programOriginId: body.programid,
      startDate: body.startdate,
      endDate: body.enddate,
      slots: body.slots,
      priority: body.priority,
      playsPerHour: body.playsperhour,
      utcOffset: body.utcoffset,
    };
    return { content, deviceIds };
  }

  /**
   * Tells the screens to fetch their schedule, queued for a week for those out of reach. A failure
   * is logged, not answered: the change is made, and a screen fetches its schedule as it starts.
   */
  private async sync(caller: Caller, actor: Actor, codes: string[]): Promise<void> {
    const devicecodes = [...new Set(codes)];
    if (devicecodes.length === 0) return;
    try {
      await this.send(
        caller,
        {
          method: 'syncSchedule',
          params: {},
          devicecodes,
          waitoffline: true,
          ttl: PROGRAM_PUBLISH_TTL_SECONDS,
        },
        actor,
      );
    } catch (error) {
      this.log.warn(
        { err: error, screens: devicecodes.length },
        'could not tell screens to fetch their schedule',
      );
    }
  }
}
