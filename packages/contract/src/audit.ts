import { z } from 'zod';
import { endpoint } from './endpoint';
import { listEnvelope } from './envelope';
import { pageNumField, pageSizeField, textField } from './fields';

export const auditEntry = z.object({
  id: z.number().int(),
  time: z.string(),
  actorid: z.number().int().nullable(),
  actorname: z.string(),
  ip: z.string(),
  action: z.string().describe('e.g. auth.signin, account.update'),
  targettype: z.string(),
  targetid: z.string(),
  result: z.enum(['success', 'failure']),
  detail: z.record(z.string(), z.unknown()),
});

export const outboxEntry = z.object({
  id: z.number().int(),
  channel: z.enum(['email', 'sms']),
  recipient: z.string(),
  subject: z.string(),
  body: z.string(),
  createtime: z.string(),
});

export const auditEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/sys/audit/list',
    summary: "Audit log of the caller's account subtree, newest first",
    tag: 'audit',
    access: 'sys:audit:list',
    query: z.object({
      pagenum: pageNumField,
      pagesize: pageSizeField,
      action: textField(50)
        .optional()
        .describe('an action (device.add), or an area for all of its actions (device)'),
      result: z.enum(['success', 'failure']).optional(),
    }),
    response: listEnvelope(auditEntry),
  }),
  outbox: endpoint({
    method: 'GET',
    path: '/sys/outbox/list',
    summary: 'Messages that went to the outbox because no SMTP or SMS gateway is configured',
    tag: 'audit',
    access: 'sys:outbox:list',
    query: z.object({ pagenum: pageNumField, pagesize: pageSizeField }),
    response: listEnvelope(outboxEntry),
  }),
};
