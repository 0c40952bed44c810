import { z } from 'zod';
import { endpoint } from './endpoint';
import { emptyEnvelope, envelope, listEnvelope } from './envelope';
import {
  idField,
  idListField,
  integerField,
  messageOf,
  pageNumField,
  pageSizeField,
  promptedText,
} from './fields';
import { dateField, optionalId, optionalText } from './inventory-fields';
import { updateFields } from './update-fields';
import { filePart, uploadBody } from './uploads';

export const afterSaleStatuses = ['pending', 'processing', 'completed', 'cancelled'] as const;
export type AfterSaleStatus = (typeof afterSaleStatuses)[number];
export const afterSaleTypes = ['deviceFault', 'systemProblem', 'other'] as const;
export type AfterSaleType = (typeof afterSaleTypes)[number];
export const afterSalePriorities = ['low', 'medium', 'high', 'urgent'] as const;
export type AfterSalePriority = (typeof afterSalePriorities)[number];

/**
 * Where a ticket may go from each status: pending → processing → completed, and cancelled from
 * pending or processing. Completed and cancelled are final.
 */
export const afterSaleTransitions: Record<AfterSaleStatus, readonly AfterSaleStatus[]> = {
  pending: ['processing', 'cancelled'],
  processing: ['completed', 'cancelled'],
  completed: [],
  cancelled: [],
};

/**
 * What the platform found after a device fault was completed: `verified` when the device reported
 * for a day without a new warning, `reopened` when a warning came back within the day (the ticket
 * is processing again). Empty until then, and for other tickets.
 */
export const afterSaleVerifications = ['', 'verified', 'reopened'] as const;

/** Attachments: the seed's types, at most 10 MB each, at most 10 per ticket. */
export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
export const ATTACHMENTS_PER_TICKET = 10;
export const attachmentExtensions = [
  'jpg',
  'jpeg',
  'png',
  'gif',
  'pdf',
  'doc',
  'docx',
  'xls',
  'xlsx',
] as const;

export const afterSaleAttachment = z.object({
  id: z.number().int(),
  filename: z.string(),
  contenttype: z.string(),
  size: z.number().int(),
  image: z.number().int().describe('1 when the file is an image with a thumbnail'),
  uploader: z.string(),
  uploadtime: z.string(),
});
export type AfterSaleAttachment = z.infer<typeof afterSaleAttachment>;

export const afterSale = z.object({
  id: z.number().int(),
  aftersaleCode: z.string().describe('readable and unique, e.g. AS-20261126-0007'),
  projectId: z.number().int().nullable(),
  projectCode: z.string().describe('the project ID as text'),
  projectName: z.string(),
  deviceId: z.number().int().nullable(),
  deviceCode: z.string(),
  deviceName: z.string(),
  description: z.string(),
  status: z.enum(afterSaleStatuses),
  type: z.enum(afterSaleTypes),
  priority: z.enum(afterSalePriorities),
  createUser: z.string(),
  createTime: z.string(),
  handleUserId: z.number().int().nullable(),
  handleUser: z.string(),
  handleTime: z.string().describe('when the handler was assigned; empty before'),
  remark: z.string(),
  attachments: z.number().int().describe('how many files the ticket holds'),
  faultCount: z.number().int().describe("the device's warnings since its last completed ticket"),
  faultReason: z.string(),
  verification: z.enum(afterSaleVerifications),
  updateTime: z.string(),
});
export type AfterSale = z.infer<typeof afterSale>;

export const afterSaleEvent = z.object({
  id: z.number().int(),
  action: z.enum([
    'created',
    'updated',
    'assigned',
    'transition',
    'attached',
    'detached',
    'verified',
    'reopened',
  ]),
  fromstatus: z.string(),
  tostatus: z.string(),
  actor: z.string().describe('who did it; empty for the platform'),
  remark: z.string(),
  detail: z.string().describe('what changed: field names, a handler, a file name'),
  time: z.string(),
});
export type AfterSaleEvent = z.infer<typeof afterSaleEvent>;

export const afterSaleDetail = afterSale.extend({
  files: z.array(afterSaleAttachment),
  history: z.array(afterSaleEvent),
  next: z.array(z.enum(afterSaleStatuses)).describe('the statuses the ticket may go to now'),
});
export type AfterSaleDetail = z.infer<typeof afterSaleDetail>;

/** What a new ticket for a device would carry: its project, its warnings since the last completed ticket. */
export const afterSaleDraft = z.object({
  deviceId: z.number().int(),
  deviceCode: z.string(),
  deviceName: z.string(),
  projectId: z.number().int().nullable(),
  projectName: z.string(),
  faultCount: z.number().int(),
  faultReason: z.string(),
});
export type AfterSaleDraft = z.infer<typeof afterSaleDraft>;

const fields = {
  deviceid: optionalId.describe('the device the ticket is about; its project comes with it'),
  projectid: optionalId.describe('the project, for a ticket about no device'),
  description: promptedText(2000, 'aftersale.descriptionRequired'),
  type: z.enum(afterSaleTypes, { error: messageOf('aftersale.typeInvalid') }),
  priority: z.enum(afterSalePriorities, { error: messageOf('aftersale.priorityInvalid') }).default('medium'),
  remark: optionalText(2000, { multiline: true }),
  faultreason: optionalText(500),
};

export const afterSaleFilter = z.object({
  pagenum: pageNumField,
  pagesize: pageSizeField,
  projectid: optionalId,
  deviceid: optionalId,
  status: z.enum(afterSaleStatuses).optional(),
  type: z.enum(afterSaleTypes).optional(),
  priority: z.enum(afterSalePriorities).optional(),
  handlerid: optionalId,
  createdfrom: dateField('created from'),
  createdto: dateField('created to'),
  keyword: optionalText(100).describe('code, device number or name, description'),
});
export type AfterSaleFilter = z.infer<typeof afterSaleFilter>;

/** Open tickets (pending or processing) of the caller's subtree, by priority and by age. */
export const afterSaleOpenSummary = z.object({
  total: z.number().int(),
  byPriority: z.object(
    Object.fromEntries(afterSalePriorities.map((p) => [p, z.number().int()])) as {
      [P in AfterSalePriority]: z.ZodNumber;
    },
  ),
  byAge: z.object({
    day: z.number().int().describe('opened within the last 24 hours'),
    week: z.number().int().describe('opened 1 to 7 days ago'),
    older: z.number().int().describe('opened more than 7 days ago'),
  }),
});
export type AfterSaleOpenSummary = z.infer<typeof afterSaleOpenSummary>;

export const afterSaleEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/remote/aftersale/list',
    summary: 'After-sales tickets of the account subtree, newest first',
    tag: 'aftersale',
    access: 'aftersale:list',
    query: afterSaleFilter,
    response: listEnvelope(afterSale),
  }),
  detail: endpoint({
    method: 'GET',
    path: '/remote/aftersale/detail',
    summary: 'One ticket with its files, its history and where it may go next',
    tag: 'aftersale',
    access: 'aftersale:list',
    query: z.object({ id: idField }),
    response: envelope(afterSaleDetail),
  }),
  open: endpoint({
    method: 'GET',
    path: '/remote/aftersale/open',
    summary: 'How many tickets are open, by priority and by age (the home page)',
    tag: 'aftersale',
    access: 'aftersale:list',
    response: envelope(afterSaleOpenSummary),
  }),
  handlers: endpoint({
    method: 'GET',
    path: '/remote/aftersale/handlers',
    summary: "The enabled accounts of the caller's subtree that a ticket may be assigned to",
    tag: 'aftersale',
    access: 'aftersale:list',
    response: envelope(
      z.array(z.object({ id: z.number().int(), username: z.string(), realname: z.string() })),
    ),
  }),
  draft: endpoint({
    method: 'GET',
    path: '/remote/aftersale/draft',
    summary:
      "A new ticket's values for a device: its project and its warnings since the last completed ticket",
    tag: 'aftersale',
    access: 'aftersale:add',
    query: z.object({ deviceid: idField }),
    response: envelope(afterSaleDraft),
  }),
  add: endpoint({
    method: 'POST',
    path: '/remote/aftersale/add',
    summary: 'Open a ticket (pending)',
    tag: 'aftersale',
    access: 'aftersale:add',
    audit: 'aftersale.add',
    body: z.object(fields),
    response: envelope(afterSale),
  }),
  update: endpoint({
    method: 'POST',
    path: '/remote/aftersale/update',
    summary: 'Change the description, type, priority, remark or fault reason of an open ticket',
    tag: 'aftersale',
    access: 'aftersale:update',
    audit: 'aftersale.update',
    body: z.object({
      id: idField,
      ...updateFields({
        description: fields.description,
        type: fields.type,
        priority: fields.priority,
        remark: fields.remark,
        faultreason: fields.faultreason,
      }),
    }),
    response: envelope(afterSale),
  }),
  delete: endpoint({
    method: 'GET',
    path: '/remote/aftersale/delete',
    summary: 'Delete tickets with their files',
    tag: 'aftersale',
    access: 'aftersale:delete',
    audit: 'aftersale.delete',
    query: z.object({ ids: idListField }),
    response: emptyEnvelope,
  }),
  assign: endpoint({
    method: 'POST',
    path: '/remote/aftersale/assign',
    summary: 'Choose the handler, an account of the caller’s subtree; the handler is notified',
    tag: 'aftersale',
    access: 'aftersale:assign',
    audit: 'aftersale.assign',
    body: z.object({ id: idField, handlerid: idField, remark: optionalText(2000, { multiline: true }) }),
    response: envelope(afterSale),
  }),
  transition: endpoint({
    method: 'POST',
    path: '/remote/aftersale/transition',
    summary: 'Move a ticket to its next status; a refused move says why',
    tag: 'aftersale',
    access: 'aftersale:handle',
    audit: 'aftersale.transition',
    body: z.object({
      id: idField,
      status: z.enum(afterSaleStatuses, { error: messageOf('aftersale.statusInvalid') }),
      remark: optionalText(2000, { multiline: true }),
    }),
    response: envelope(afterSale),
  }),
  export: endpoint({
    method: 'GET',
    path: '/remote/aftersale/export',
    summary: 'The tickets matching the filter as an Excel workbook (at most 10,000)',
    tag: 'aftersale',
    access: 'aftersale:list',
    query: afterSaleFilter.omit({ pagenum: true, pagesize: true }),
    response: { contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
  }),
  upload: endpoint({
    method: 'POST',
    path: '/remote/aftersale/upload',
    summary: 'Attach a file (jpg, png, gif, pdf, doc, docx, xls, xlsx; at most 10 MB, 10 per ticket)',
    tag: 'aftersale',
    access: 'aftersale:update',
    audit: 'aftersale.attach',
    query: z.object({ id: idField }),
    body: uploadBody({ file: filePart('the file') }),
    response: envelope(afterSaleAttachment),
  }),
  attachment: endpoint({
    method: 'GET',
    path: '/remote/aftersale/attachment',
    summary: 'Download an attached file, or its thumbnail',
    tag: 'aftersale',
    access: 'aftersale:list',
    query: z.object({ id: idField, thumbnail: integerField(0, 1).default(0) }),
    response: { contentType: 'application/octet-stream' },
  }),
  detach: endpoint({
    method: 'GET',
    path: '/remote/aftersale/detach',
    summary: 'Remove an attached file',
    tag: 'aftersale',
    access: 'aftersale:update',
    audit: 'aftersale.detach',
    query: z.object({ id: idField }),
    response: emptyEnvelope,
  }),
};
