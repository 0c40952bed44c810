import { z } from 'zod';
import { type campaignState, minuteOf } from './campaign-plan';
import { endpoint } from './endpoint';
import { emptyEnvelope, envelope, listEnvelope } from './envelope';
import {
  idField,
  idListField,
  integerField,
  messageOf,
  pageNumField,
  pageSizeField,
  textField,
} from './fields';
import { blankToUndefined, isCalendarDay } from './inventory-fields';
import { updateFields } from './update-fields';

/**
 * Screen advertising: a campaign books a program on LED screens for a range of days, in daily time
 * slots, with a priority and a number of plays an hour. It always plays the program's latest
 * published version. Where campaigns of a screen share minutes, the higher priority plays, and
 * between equals the one booked first (campaign-plan.ts); screens report each play.
 */
export const campaignStates = ['upcoming', 'running', 'ended'] as const;
export type CampaignState = ReturnType<typeof campaignState>;

export const CAMPAIGN_NAME_MAX = 60;
export const CAMPAIGN_SLOTS_MAX = 6;
export const CAMPAIGN_PRIORITY = { min: 1, max: 9, default: 5 } as const;
export const CAMPAIGN_PLAYS_PER_HOUR = { min: 1, max: 720, default: 12 } as const;
/** The screens' clock unless told: China's. */
export const CAMPAIGN_UTC_OFFSET_DEFAULT = 480;
export const CAMPAIGN_SCREENS_MAX = 1000;
export const CAMPAIGN_PLAYS_MAX = 500;

const SLOT_START = /^([01]\d|2[0-3]):[0-5]\d$/;
const SLOT_END = /^(([01]\d|2[0-3]):[0-5]\d|24:00)$/;

const campaignSlot = z.object({
  from: z.string().regex(SLOT_START, { error: messageOf('validation.clockTime') }),
  to: z.string().regex(SLOT_END, { error: messageOf('campaign.slotEnd') }),
});
export type CampaignSlot = z.output<typeof campaignSlot>;

function dayField(field: string) {
  const wrong = messageOf('validation.date', { field });
  return z.string({ error: wrong }).trim().refine(isCalendarDay, { error: wrong });
}

const campaignFields = {
  name: textField(CAMPAIGN_NAME_MAX).min(1, { error: messageOf('campaign.nameRequired') }),
  programid: idField.describe('the program (its originid): the campaign plays its latest published version'),
  deviceids: idListField.describe(`the LED screens, by device id (1-${CAMPAIGN_SCREENS_MAX})`),
  startdate: dayField('startdate').describe('first day (YYYY-MM-DD, the screens’ clock)'),
  enddate: dayField('enddate').describe('last day, included'),
  slots: z
    .array(campaignSlot)
    .min(1)
    .max(CAMPAIGN_SLOTS_MAX)
    .describe(`1-${CAMPAIGN_SLOTS_MAX} daily slots {from, to} (HH:MM, to may be 24:00), not overlapping`),
  priority: integerField(CAMPAIGN_PRIORITY.min, CAMPAIGN_PRIORITY.max)
    .default(CAMPAIGN_PRIORITY.default)
    .describe('1-9, 9 highest: wins the minutes it shares with other campaigns of a screen'),
  playsperhour: integerField(CAMPAIGN_PLAYS_PER_HOUR.min, CAMPAIGN_PLAYS_PER_HOUR.max)
    .default(CAMPAIGN_PLAYS_PER_HOUR.default)
    .describe('plays in each clock hour of its slots, evenly spaced from the hour’s start'),
  utcoffset: integerField(-720, 840)
    .default(CAMPAIGN_UTC_OFFSET_DEFAULT)
    .describe('minutes east of UTC of the screens’ clock, in which dates and slots are read (480 for China)'),
};

/** A broken rule between fields: where, and the message. */
export interface CampaignProblem {
  path: (string | number)[];
  key: 'campaign.dateOrder' | 'campaign.slotOrder' | 'campaign.slotOverlap';
  params?: Record<string, number>;
}

/**
 * The rules between fields, for the schema and for the server's check of a change against what is
 * stored: the dates in order, each slot ending after it starts, no two slots overlapping.
 */
export function campaignProblems(value: {
  startdate?: string | undefined;
  enddate?: string | undefined;
  slots?: CampaignSlot[] | undefined;
}): CampaignProblem[] {
  const problems: CampaignProblem[] = [];
  if (value.startdate !== undefined && value.enddate !== undefined && value.enddate < value.startdate) {
    problems.push({ path: ['enddate'], key: 'campaign.dateOrder' });
  }
  const spans = (value.slots ?? []).map((slot) => [minuteOf(slot.from), minuteOf(slot.to)] as const);
  spans.forEach(([from, to], index) => {
    if (from >= to) {
      problems.push({ path: ['slots', index, 'to'], key: 'campaign.slotOrder', params: { slot: index + 1 } });
      return;
    }
    const other = spans.findIndex(([f, t], at) => at < index && f < t && f < to && from < t);
    if (other >= 0) {
      problems.push({
        path: ['slots', index, 'from'],
        key: 'campaign.slotOverlap',
        params: { first: other + 1, second: index + 1 },
      });
    }
  });
  return problems;
}

function inOrder(value: Parameters<typeof campaignProblems>[0], ctx: z.RefinementCtx) {
  for (const { path, key, params } of campaignProblems(value)) {
    ctx.addIssue({ code: 'custom', path, message: messageOf(key, params) });
  }
}

export const campaignBody = z.object(campaignFields).superRefine(inOrder);
export type CampaignBody = z.output<typeof campaignBody>;

/**
 * A change: the fields sent, as every update of the API; the server checks the dates against those
 * it keeps.
 */
export const campaignUpdateBody = z
  .object({ id: idField, ...updateFields(campaignFields) })
  .superRefine((value, ctx) =>
    inOrder(
      {
        startdate: value.startdate ?? undefined,
        enddate: value.enddate ?? undefined,
        slots: value.slots ?? undefined,
      },
      ctx,
    ),
  );
export type CampaignUpdateBody = z.output<typeof campaignUpdateBody>;

const slot = z.object({ from: z.string(), to: z.string() });

export const campaignSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  programid: z.number().int().describe('the program’s originid'),
  programname: z.string().describe('of its published version (of its latest, when none is)'),
  version: z.number().int().nullable().describe('the published version it plays; null when none is'),
  screencount: z.number().int(),
  startdate: z.string(),
  enddate: z.string(),
  slots: z.array(slot),
  priority: z.number().int(),
  playsperhour: z.number().int(),
  utcoffset: z.number().int(),
  state: z.enum(campaignStates).describe('by its dates and today on the screens’ clock'),
  creatorname: z.string(),
  createtime: z.string(),
  updatetime: z.string(),
});
export type CampaignSummary = z.infer<typeof campaignSummary>;

export const campaignScreen = z.object({
  id: z.number().int(),
  devicecode: z.string(),
  devicename: z.string(),
});
export type CampaignScreen = z.infer<typeof campaignScreen>;

export const campaign = campaignSummary.extend({ screens: z.array(campaignScreen) });
export type Campaign = z.infer<typeof campaign>;

export const campaignListQuery = z.object({
  pagenum: pageNumField,
  pagesize: pageSizeField,
  keyword: z.preprocess(blankToUndefined, textField(100).optional()).describe('name contains'),
  state: z.preprocess(blankToUndefined, z.enum(campaignStates).optional()),
});
export type CampaignListQuery = z.output<typeof campaignListQuery>;

export const campaignPlanQuery = z.object({
  deviceid: idField.describe('an LED screen'),
  day: dayField('day').describe('YYYY-MM-DD on the screen’s clock'),
});
export type CampaignPlanQuery = z.output<typeof campaignPlanQuery>;

const named = { name: z.string(), programid: z.number().int(), programname: z.string() };

export const screenDayPlan = z.object({
  deviceid: z.number().int(),
  devicecode: z.string(),
  devicename: z.string(),
  day: z.string(),
  segments: z
    .array(
      z.object({
        from: z.string(),
        to: z.string(),
        campaignid: z.number().int(),
        ...named,
        priority: z.number().int(),
        playsperhour: z.number().int(),
      }),
    )
    .describe('what plays when, in the order of the day; minutes in none are free'),
  overridden: z
    .array(
      z.object({ campaignid: z.number().int(), name: z.string(), by: z.number().int(), byname: z.string() }),
    )
    .describe('campaigns of the day that lose minutes of their slots, and to whom (the first they lose)'),
  campaigns: z
    .array(
      z.object({
        campaignid: z.number().int(),
        ...named,
        priority: z.number().int(),
        playsperhour: z.number().int(),
        slots: z.array(slot),
      }),
    )
    .describe('the campaigns of the screen whose dates include the day, as booked'),
});
export type ScreenDayPlan = z.infer<typeof screenDayPlan>;

export const campaignReport = z.object({
  plays: z.number().int(),
  screens: z.number().int().describe('screens that played it at least once'),
  hours: z.number().describe('hours played, to 0.01'),
  perscreen: z.array(
    z.object({
      deviceid: z.number().int(),
      devicecode: z.string(),
      devicename: z.string(),
      plays: z.number().int(),
      seconds: z.number().int(),
      lastplay: z.string().nullable(),
    }),
  ),
  perday: z
    .array(z.object({ day: z.string(), plays: z.number().int(), seconds: z.number().int() }))
    .describe('days on the campaign’s clock that had plays'),
});
export type CampaignReport = z.infer<typeof campaignReport>;

/**
 * What a screen fetches when told `syncSchedule` (`GET /api/v1/{token}/schedule`): its campaigns
 * that have not ended, each with the published program version to fetch from
 * `/api/v1/{token}/program/{programid}`.
 */
export const screenSchedule = z.object({
  utcoffset: z
    .number()
    .int()
    .describe('the clock of its latest changed campaign (480 when it has none): each campaign says its own'),
  campaigns: z.array(
    z.object({
      campaignid: z.number().int(),
      name: z.string(),
      programid: z.number().int().describe('the published version’s own id'),
      version: z.number().int(),
      startdate: z.string(),
      enddate: z.string(),
      slots: z.array(slot),
      priority: z.number().int(),
      playsperhour: z.number().int(),
      utcoffset: z.number().int(),
    }),
  ),
});
export type ScreenSchedule = z.infer<typeof screenSchedule>;

/** Plays from 2020 to 2100 (ms since the epoch). */
const playStart = integerField(Date.UTC(2020, 0, 1), Date.UTC(2100, 0, 1));

export const screenPlaysBody = z.object({
  plays: z
    .array(
      z.object({
        campaignid: idField,
        programid: idField.describe('the version played'),
        version: integerField(1, 1_000_000),
        start: playStart.describe('when it started, ms since the epoch'),
        seconds: integerField(1, 86_400).describe('how long it played'),
      }),
    )
    .min(1)
    .max(CAMPAIGN_PLAYS_MAX),
});
export type ScreenPlaysBody = z.output<typeof screenPlaysBody>;

export const screenPlaysResult = z.object({
  accepted: z.number().int().describe('stored'),
  duplicate: z
    .number()
    .int()
    .describe('already stored (a report sent again): a play is known by its screen and start'),
  refused: z.number().int().describe('of campaigns that do not include this screen'),
});
export type ScreenPlaysResult = z.infer<typeof screenPlaysResult>;

const idQuery = z.object({ id: idField });
const xlsx = { contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' };

export const campaignEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/remote/campaign/list',
    summary: "Campaigns of the caller's subtree, the latest change first",
    tag: 'campaigns',
    access: 'campaign:list',
    query: campaignListQuery,
    response: listEnvelope(campaignSummary),
  }),
  get: endpoint({
    method: 'GET',
    path: '/remote/campaign/get',
    summary: 'A campaign with its screens',
    tag: 'campaigns',
    access: 'campaign:list',
    query: idQuery,
    response: envelope(campaign),
  }),
  add: endpoint({
    method: 'POST',
    path: '/remote/campaign/add',
    summary:
      'Book a program with a published version on LED screens; the screens are told to fetch their schedule',
    tag: 'campaigns',
    access: 'campaign:add',
    audit: 'campaign.add',
    body: campaignBody,
    response: envelope(campaign),
  }),
  update: endpoint({
    method: 'POST',
    path: '/remote/campaign/update',
    summary:
      'Change a campaign (the fields sent); the screens it had and has are told to fetch their schedule',
    tag: 'campaigns',
    access: 'campaign:update',
    audit: 'campaign.update',
    body: campaignUpdateBody,
    response: envelope(campaign),
  }),
  delete: endpoint({
    method: 'GET',
    path: '/remote/campaign/delete',
    summary: 'Delete campaigns, with their plays; their screens are told to fetch their schedule',
    tag: 'campaigns',
    access: 'campaign:delete',
    audit: 'campaign.delete',
    query: z.object({ ids: idListField }),
    response: emptyEnvelope,
  }),
  plan: endpoint({
    method: 'GET',
    path: '/remote/campaign/plan',
    summary: "A screen's advertising on one day: what plays when, and which campaigns lose minutes to which",
    tag: 'campaigns',
    access: 'campaign:list',
    query: campaignPlanQuery,
    response: envelope(screenDayPlan),
  }),
  report: endpoint({
    method: 'GET',
    path: '/remote/campaign/report',
    summary: 'What the screens reported playing of a campaign: plays, screens, hours, per screen and per day',
    tag: 'campaigns',
    access: 'campaign:list',
    query: idQuery,
    response: envelope(campaignReport),
  }),
  export: endpoint({
    method: 'GET',
    path: '/remote/campaign/export',
    summary: 'The report of a campaign as xlsx: totals, per screen, per day',
    tag: 'campaigns',
    access: 'campaign:list',
    query: idQuery,
    response: xlsx,
  }),
};
