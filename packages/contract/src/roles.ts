import { z } from 'zod';
import { endpoint } from './endpoint';
import { emptyEnvelope, envelope, listEnvelope } from './envelope';
import {
  idField,
  idListField,
  messageOf,
  pageNumField,
  pageSizeField,
  requiredText,
  textField,
} from './fields';
import { permissionKeys } from './permissions';
import { updateFields } from './update-fields';

export const role = z.object({
  id: z.number().int(),
  name: z.string(),
  idenkey: z.string().describe('role key, e.g. admin'),
  description: z.string(),
  builtin: z.number().int(),
  permissions: z.array(z.string()),
  menuids: z.array(z.number().int()),
  usercount: z.number().int(),
  createtime: z.string(),
});
export type Role = z.infer<typeof role>;

const listOf = <T extends z.ZodType>(item: T) =>
  z.preprocess(
    (value) => (value === undefined || value === '' ? [] : Array.isArray(value) ? value : [value]),
    z.array(item),
  );

const roleFields = {
  name: requiredText('name', 50),
  idenkey: z
    .string()
    .trim()
    .regex(/^[a-z][a-z0-9_-]{1,31}$/, {
      error: messageOf('validation.idenkey'),
    }),
  description: textField(200, { multiline: true }).default(''),
  permissions: listOf(z.enum(permissionKeys)).describe('permission keys'),
  menuids: listOf(idField).describe('menu entries the role sees'),
};

export const roleEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/sys/role/list',
    summary: 'Roles the caller can see and assign',
    tag: 'role',
    access: 'sys:role:list',
    query: z.object({
      pagenum: pageNumField,
      pagesize: pageSizeField,
      keyword: textField(50).optional(),
    }),
    response: listEnvelope(role),
  }),
  detail: endpoint({
    method: 'GET',
    path: '/sys/role/detail',
    summary: 'One role with its permission keys and menu entries',
    tag: 'role',
    access: 'sys:role:list',
    query: z.object({ id: idField }),
    response: envelope(role),
  }),
  permissions: endpoint({
    method: 'GET',
    path: '/sys/role/permissions',
    summary: 'Every permission key, for the role editor',
    tag: 'role',
    access: 'sys:role:list',
    response: envelope(z.array(z.string())),
  }),
  add: endpoint({
    method: 'POST',
    path: '/sys/role/add',
    summary: 'Create a role from permission keys the caller holds',
    tag: 'role',
    access: 'sys:role:add',
    audit: 'role.add',
    body: z.object(roleFields),
    response: envelope(role),
  }),
  update: endpoint({
    method: 'POST',
    path: '/sys/role/update',
    summary: 'Change a role; the sessions of its accounts see the change on their next call',
    tag: 'role',
    access: 'sys:role:update',
    audit: 'role.update',
    body: z.object({ id: idField, ...updateFields(roleFields) }),
    response: envelope(role),
  }),
  delete: endpoint({
    method: 'GET',
    path: '/sys/role/delete',
    summary: 'Delete roles; refused while a role is assigned to an account',
    tag: 'role',
    access: 'sys:role:delete',
    audit: 'role.delete',
    query: z.object({ ids: idListField }),
    response: emptyEnvelope,
  }),
  /**
   * Needs sys:role:update as well; one key is declared here, the service checks the other and
   * answers 2001 without it.
   */
  switch: endpoint({
    method: 'POST',
    path: '/sys/role/switch',
    summary:
      'Move accounts of the subtree from one role to another (needs sys:role:update as well); their sessions end',
    tag: 'role',
    access: 'sys:account:update',
    audit: 'account.switchrole',
    body: z
      .object({
        id: idField.describe('role to move from'),
        toid: idField.describe('role to move to'),
        userids: idListField
          .optional()
          .describe('accounts to move; left out: every account of the subtree holding the role'),
      })
      .refine((body) => body.id !== body.toid, {
        path: ['toid'],
        error: messageOf('validation.roleSwitchSame'),
      }),
    response: envelope(z.object({ moved: z.number().int().describe('how many accounts moved') })),
  }),
};
