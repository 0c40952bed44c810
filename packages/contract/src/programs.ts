import { z } from 'zod';
import { commandResult, commandTargetFields, oneCommandTarget } from './device-commands';
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
import { blankToUndefined, optionalId } from './inventory-fields';
import { mediaFormats, mediaKinds } from './media';
import { updateFields } from './update-fields';

/**
 * Programs of the LED screens: a layout for one screen resolution, its regions each a playlist of
 * library images, videos and scrolling text. A program is reviewed before it reaches a screen:
 * draft → pending (submitted) → processed (approved or rejected, with a remark) → publish (sent to
 * screens). A change of a published program is a new draft version of it; the published version
 * plays on until the new one is published.
 */
export const programStates = ['draft', 'pending', 'processed', 'publish'] as const;
export type ProgramState = (typeof programStates)[number];

/** How a processed program was judged; '' before its review. */
export const programReviews = ['', 'approved', 'rejected'] as const;
export type ProgramReview = (typeof programReviews)[number];

export const programTransitions = ['none', 'fade', 'slideLeft', 'slideUp'] as const;
export type ProgramTransition = (typeof programTransitions)[number];

/** Screen sizes programs are commonly made for: pole screens and the common video sizes. */
export const programResolutions = [
  { width: 128, height: 256 },
  { width: 192, height: 384 },
  { width: 256, height: 512 },
  { width: 320, height: 640 },
  { width: 1920, height: 1080 },
  { width: 1080, height: 1920 },
] as const;

export const PROGRAM_SIDE_MIN = 8;
export const PROGRAM_SIDE_MAX = 7680;
export const PROGRAM_REGIONS_MAX = 8;
export const PROGRAM_ITEMS_MAX = 50;
export const PROGRAM_NAME_MAX = 60;
export const PROGRAM_TEXT_MAX = 500;
export const PROGRAM_REMARK_MAX = 200;
/** Seconds one item shows, at most: a day. */
export const PROGRAM_ITEM_SECONDS_MAX = 86_400;
export const PROGRAM_FONT_SIZE = { min: 8, max: 400 } as const;
/** Pixels a second scrolling text moves, at most; 0 stands still. */
export const PROGRAM_TEXT_SPEED_MAX = 500;

const colourField = z
  .string()
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, { error: messageOf('program.colour') })
  .transform((value) => value.toLowerCase());

function itemFields(input: boolean) {
  const common = {
    duration: (input ? integerField(1, PROGRAM_ITEM_SECONDS_MAX) : z.number().int()).describe(
      'seconds it shows before the next item',
    ),
    transition: z.enum(programTransitions).default('none').describe('how it comes in'),
  };
  const media = z.strictObject({
    type: z.literal('media'),
    mediaid: (input ? idField : z.number().int()).describe('a file of the media library'),
    ...common,
  });
  const text = z.strictObject({
    type: z.literal('text'),
    text: input ? textField(PROGRAM_TEXT_MAX).min(1) : z.string(),
    fontsize: input ? integerField(PROGRAM_FONT_SIZE.min, PROGRAM_FONT_SIZE.max) : z.number().int(),
    color: input ? colourField : z.string(),
    background: (input ? z.union([colourField, z.literal('')]) : z.string()).describe(
      '#rrggbb, or "" for none',
    ),
    speed: (input ? integerField(0, PROGRAM_TEXT_SPEED_MAX) : z.number().int()).describe(
      'pixels a second it scrolls left; 0 stands still',
    ),
    ...common,
  });
  return z.discriminatedUnion('type', [media, text], {
    error: (issue) => (issue.code === 'invalid_union' ? messageOf('program.itemType') : undefined),
  });
}

const programItem = itemFields(true);
export type ProgramItem = z.output<typeof programItem>;

function regionOf(input: boolean) {
  const side = input ? integerField(1, PROGRAM_SIDE_MAX) : z.number().int();
  const place = input ? integerField(0, PROGRAM_SIDE_MAX - 1) : z.number().int();
  return z.strictObject({
    name: input ? textField(30).min(1) : z.string(),
    x: place,
    y: place,
    width: side,
    height: side,
    items: z.array(itemFields(input)).min(1).max(PROGRAM_ITEMS_MAX),
  });
}

export const programRegion = regionOf(true);
export type ProgramRegion = z.output<typeof programRegion>;

/** The first region that goes past a screen of width × height, by its number from 1. */
export function regionOutside(regions: readonly ProgramRegion[], width: number, height: number) {
  const index = regions.findIndex((r) => r.x + r.width > width || r.y + r.height > height);
  return index < 0 ? undefined : index + 1;
}

/** Seconds until a program starts again: its longest region's playlist. */
export function cycleSeconds(regions: readonly Pick<ProgramRegion, 'items'>[]): number {
  return Math.max(0, ...regions.map((region) => region.items.reduce((sum, item) => sum + item.duration, 0)));
}

/** Regions as a list, or as its JSON text (a form field). */
const regionsField = z.preprocess((value, ctx) => {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    ctx.addIssue({ code: 'custom', message: messageOf('program.badJson') });
    return z.NEVER;
  }
}, z.array(programRegion).min(1).max(PROGRAM_REGIONS_MAX));

const sideField = integerField(PROGRAM_SIDE_MIN, PROGRAM_SIDE_MAX);

const programFields = {
  name: textField(PROGRAM_NAME_MAX).min(1, { error: messageOf('program.nameRequired') }),
  width: sideField.describe('the screen’s width in pixels'),
  height: sideField.describe('the screen’s height in pixels'),
  regions: regionsField.describe(
    `at most ${PROGRAM_REGIONS_MAX} regions {name, x, y, width, height, items}, each inside the screen, drawn in order; items {type: media, mediaid} or {type: text, text, fontsize, color, background, speed}, each with duration and transition`,
  ),
};

/** The refusal of regions that go past a screen of width × height, if any does. */
function regionsOutsideMessage(regions: readonly ProgramRegion[], width: number, height: number) {
  const region = regionOutside(regions, width, height);
  return region === undefined ? undefined : messageOf('program.regionOutside', { region, width, height });
}

function insideTheScreen(
  value: { width?: number | undefined; height?: number | undefined; regions?: ProgramRegion[] | undefined },
  ctx: z.RefinementCtx,
) {
  if (value.width === undefined || value.height === undefined || value.regions === undefined) return;
  const message = regionsOutsideMessage(value.regions, value.width, value.height);
  if (message) ctx.addIssue({ code: 'custom', path: ['regions'], message });
}

export const programBody = z.object(programFields).superRefine(insideTheScreen);
export type ProgramBody = z.output<typeof programBody>;

/** A change: the fields sent; the server checks the regions against the size the program keeps. */
export const programUpdateBody = z
  .object({ id: idField, ...updateFields(programFields) })
  .superRefine((value, ctx) =>
    insideTheScreen(
      {
        width: value.width ?? undefined,
        height: value.height ?? undefined,
        regions: value.regions ?? undefined,
      },
      ctx,
    ),
  );
export type ProgramUpdateBody = z.output<typeof programUpdateBody>;

/** A library file as a program plays it. */
export const programMedia = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: z.enum(mediaKinds),
  format: z.enum(mediaFormats),
  size: z.number().int(),
  hash: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  duration: z.number().nullable(),
  thumbnail: z.number().int(),
});
export type ProgramMedia = z.infer<typeof programMedia>;

const storedRegion = regionOf(false);

export const programSummary = z.object({
  id: z.number().int(),
  originid: z.number().int().describe('the first version’s id, the same for every version'),
  version: z.number().int(),
  name: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  state: z.enum(programStates),
  review: z.enum(programReviews),
  remark: z.string().describe('the reviewer’s remark'),
  regioncount: z.number().int(),
  duration: z.number().int().describe('seconds until the longest region starts again'),
  size: z.number().int().describe('bytes of the distinct files it plays'),
  creator: z.string(),
  reviewer: z.string(),
  createtime: z.string(),
  updatetime: z.string(),
  reviewtime: z.string().nullable(),
  publishtime: z.string().nullable(),
});
export type ProgramSummary = z.infer<typeof programSummary>;

export const program = programSummary.extend({
  regions: z.array(storedRegion),
  media: z
    .array(programMedia)
    .describe('the files its regions play, once each; a file deleted from the library is missing here'),
});
export type Program = z.infer<typeof program>;

export const programListQuery = z.object({
  pagenum: pageNumField,
  pagesize: pageSizeField,
  keyword: z.preprocess(blankToUndefined, textField(100).optional()).describe('name contains'),
  state: z.preprocess(blankToUndefined, z.enum(programStates).optional()),
  originid: optionalId.describe('only the versions of one program'),
});
export type ProgramListQuery = z.output<typeof programListQuery>;

export const programReviewBody = z
  .object({
    id: idField,
    approve: z.boolean().describe('true approves, false rejects'),
    remark: z.preprocess((value) => value ?? '', textField(PROGRAM_REMARK_MAX)),
  })
  .superRefine((value, ctx) => {
    if (!value.approve && value.remark === '') {
      ctx.addIssue({ code: 'custom', path: ['remark'], message: messageOf('program.remarkRequired') });
    }
  });
export type ProgramReviewBody = z.output<typeof programReviewBody>;

const idBody = z.object({ id: idField });

/** How long a publish waits for a screen that is off or out of reach: a week. */
export const PROGRAM_PUBLISH_TTL_SECONDS = 7 * 24 * 3600;

export const programPublishBody = commandTargetFields.extend({ id: idField }).superRefine(oneCommandTarget);
export type ProgramPublishBody = z.output<typeof programPublishBody>;

export const programPublished = z.object({
  program: programSummary,
  command: commandResult.describe(
    'the command playProgram to the screens: follow each screen with /remote/device/command/detail',
  ),
});
export type ProgramPublished = z.infer<typeof programPublished>;

/** A publish of a program version, with its command. */
export const programPublish = z.object({
  commandid: z.number().int(),
  programid: z.number().int().describe('the id of the version published'),
  version: z.number().int(),
  username: z.string(),
  createtime: z.string(),
});
export type ProgramPublish = z.infer<typeof programPublish>;

/** A screen of a publish fetching the program's files, and how far it has come. */
export const programDownload = z.object({
  deviceid: z.number().int(),
  percent: z.number().describe('0-100, as the screen last reported'),
});
export type ProgramDownload = z.infer<typeof programDownload>;

/**
 * What a screen that lost its program (replaced, reset) fetches to play it again
 * (`GET /api/v1/{token}/program/current`): the version it last played by the platform's word, if
 * that version is still handed out; then it fetches that version's manifest as usual.
 */
export const currentProgram = z.object({ programid: z.number().int(), version: z.number().int() });
export type CurrentProgram = z.infer<typeof currentProgram>;

export const programDownloadsQuery = z.object({
  id: idField.describe('the published version'),
  commandid: idField.describe('its publish (the command playProgram)'),
});

/**
 * What a screen fetches when told to play a program (`GET /api/v1/{token}/program/{id}`): the
 * layout, and each file by its hash and size, to fetch from `/api/v1/{token}/media/{hash}`.
 */
export const programManifest = z.object({
  programid: z.number().int(),
  version: z.number().int(),
  name: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  duration: z.number().int(),
  regions: z.array(storedRegion).describe('media items name their file by mediaid'),
  media: z.array(
    z.object({
      id: z.number().int(),
      hash: z.string(),
      size: z.number().int(),
      format: z.enum(mediaFormats),
    }),
  ),
});
export type ProgramManifest = z.infer<typeof programManifest>;

export const programEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/remote/program/list',
    summary: "Programs of the caller's subtree, each version apart, the latest change first",
    tag: 'programs',
    access: 'program:list',
    query: programListQuery,
    response: listEnvelope(programSummary),
  }),
  get: endpoint({
    method: 'GET',
    path: '/remote/program/get',
    summary: 'A program with its regions and the files they play',
    tag: 'programs',
    access: 'program:list',
    query: idBody,
    response: envelope(program),
  }),
  add: endpoint({
    method: 'POST',
    path: '/remote/program/add',
    summary: 'Make a program (a draft, version 1)',
    tag: 'programs',
    access: 'program:add',
    audit: 'program.add',
    body: programBody,
    response: envelope(program),
  }),
  update: endpoint({
    method: 'POST',
    path: '/remote/program/update',
    summary:
      'Change a program: a draft or a processed one in place (back to draft); a published one becomes a new draft version, answered with its own id',
    tag: 'programs',
    access: 'program:update',
    audit: 'program.update',
    body: programUpdateBody,
    response: envelope(program),
  }),
  submit: endpoint({
    method: 'POST',
    path: '/remote/program/submit',
    summary: 'Submit a draft for review (pending)',
    tag: 'programs',
    access: 'program:update',
    audit: 'program.submit',
    body: idBody,
    response: envelope(program),
  }),
  withdraw: endpoint({
    method: 'POST',
    path: '/remote/program/withdraw',
    summary: 'Take a pending program back to draft',
    tag: 'programs',
    access: 'program:update',
    audit: 'program.withdraw',
    body: idBody,
    response: envelope(program),
  }),
  review: endpoint({
    method: 'POST',
    path: '/remote/program/review',
    summary: 'Approve or reject a pending program, with a remark (required to reject)',
    tag: 'programs',
    access: 'program:review',
    audit: 'program.review',
    body: programReviewBody,
    response: envelope(program),
  }),
  publish: endpoint({
    method: 'POST',
    path: '/remote/program/publish',
    summary:
      'Send an approved (or published) program to LED screens: selected numbers, a group or a project; screens out of reach get it when they return, within a week',
    tag: 'programs',
    access: 'program:publish',
    audit: 'program.publish',
    body: programPublishBody,
    response: envelope(programPublished),
  }),
  publishes: endpoint({
    method: 'GET',
    path: '/remote/program/publishes',
    summary: 'The publishes of a program’s versions, the latest first',
    tag: 'programs',
    access: 'program:list',
    query: idBody,
    response: envelope(z.array(programPublish)),
  }),
  downloads: endpoint({
    method: 'GET',
    path: '/remote/program/downloads',
    summary:
      'The screens of a publish that have not answered yet and are fetching the version, with the share they reported',
    tag: 'programs',
    access: 'program:list',
    query: programDownloadsQuery,
    response: envelope(z.array(programDownload)),
  }),
  delete: endpoint({
    method: 'GET',
    path: '/remote/program/delete',
    summary: 'Delete programs that are not published',
    tag: 'programs',
    access: 'program:delete',
    audit: 'program.delete',
    query: z.object({ ids: idListField }),
    response: emptyEnvelope,
  }),
};
