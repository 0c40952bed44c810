import { z } from 'zod';
import { endpoint } from './endpoint';
import { emptyEnvelope, envelope, listEnvelope } from './envelope';
import {
  emailField,
  flagField,
  idField,
  idListField,
  idOf,
  messageOf,
  mobileField,
  pageNumField,
  pageSizeField,
  textField,
  usernameField,
} from './fields';
import { newPasswordField } from './password-field';
import { updateFields } from './update-fields';

/** Validity period options of the seed: one to five years, or permanent. */
export const validityOptions = ['1', '2', '3', '4', '5', 'permanent'] as const;
export const validityField = z.enum(validityOptions, { error: messageOf('validation.validity') });

export const account = z.object({
  id: z.number().int(),
  username: z.string(),
  realname: z.string(),
  mobile: z.string(),
  email: z.string(),
  parentid: z.number().int(),
  parentname: z.string(),
  roleid: z.number().int(),
  rolename: z.string(),
  rolecode: z.string(),
  salesman: z.string(),
  enabled: z.number().int().describe('1 enabled, 0 disabled'),
  deadline: z.string().nullable().describe('end of validity; null = permanent'),
  createtime: z.string(),
  lastlogintime: z.string().nullable(),
  childcount: z.number().int(),
});
export type Account = z.infer<typeof account>;

export const accountTreeNode: z.ZodType<AccountTreeNode> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    username: z.string(),
    realname: z.string(),
    children: z.array(accountTreeNode),
  }),
);
// A tree of itself: named, the OpenAPI document refers to it rather than unfolding it without end.
z.globalRegistry.add(accountTreeNode, { id: 'AccountTreeNode' });
export interface AccountTreeNode {
  id: number;
  username: string;
  realname: string;
  children: AccountTreeNode[];
}

const roleIdField = idOf('validation.selectRole');

const editableFields = {
  realname: textField(50).default(''),
  mobile: mobileField,
  email: emailField.default(''),
  parentid: idField.optional().describe("parent account; default the caller's own account"),
  roleid: roleIdField,
  salesman: textField(50).default(''),
  validity: validityField.default('permanent'),
  enabled: flagField.default(1),
};

export const accountAddBody = z.object({
  username: usernameField,
  password: newPasswordField,
  ...editableFields,
});

export const accountUpdateBody = z.object({
  id: idField,
  ...updateFields(editableFields),
  parentid: idField.optional().describe('omit to keep the current parent'),
  validity: validityField.optional().describe('omit to keep the current deadline'),
  enabled: flagField.optional().describe('omit to keep the current state'),
});

export const accountListQuery = z.object({
  pagenum: pageNumField,
  pagesize: pageSizeField,
  keyword: textField(50).optional().describe('username, name, phone or mailbox contains'),
  roleid: idField.optional(),
  parentid: idField.optional(),
  enabled: flagField.optional(),
});

export const accountEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/sys/account/list',
    summary: "Accounts of the caller's subtree, the caller included",
    tag: 'account',
    access: 'sys:account:list',
    query: accountListQuery,
    response: listEnvelope(account),
  }),
  tree: endpoint({
    method: 'GET',
    path: '/sys/account/tree',
    summary: "The caller's account subtree, for choosing a parent account",
    tag: 'account',
    access: 'sys:account:list',
    response: envelope(z.array(accountTreeNode)),
  }),
  detail: endpoint({
    method: 'GET',
    path: '/sys/account/detail',
    summary: 'One account of the subtree',
    tag: 'account',
    access: 'sys:account:list',
    query: z.object({ id: idField }),
    response: envelope(account),
  }),
  add: endpoint({
    method: 'POST',
    path: '/sys/account/add',
    summary: 'Create an account below the caller or one of its sub-accounts',
    tag: 'account',
    access: 'sys:account:add',
    audit: 'account.add',
    body: accountAddBody,
    response: envelope(account),
  }),
  update: endpoint({
    method: 'POST',
    path: '/sys/account/update',
    summary: 'Change an account of the subtree',
    tag: 'account',
    access: 'sys:account:update',
    audit: 'account.update',
    body: accountUpdateBody,
    response: envelope(account),
  }),
  setEnabled: endpoint({
    method: 'POST',
    path: '/sys/account/enable',
    summary: 'Enable or disable an account; disabling ends its sessions at once',
    tag: 'account',
    access: 'sys:account:update',
    audit: 'account.enable',
    body: z.object({ id: idField, enabled: flagField }),
    response: envelope(account),
  }),
  resetPassword: endpoint({
    method: 'POST',
    path: '/sys/account/resetpwd',
    summary: "Set an account's password; ends its sessions and lifts a sign-in lock",
    tag: 'account',
    access: 'sys:account:resetpwd',
    audit: 'account.resetpwd',
    body: z.object({ id: idField, password: newPasswordField }),
    response: emptyEnvelope,
  }),
  delete: endpoint({
    method: 'GET',
    path: '/sys/account/delete',
    summary: 'Delete accounts; refused while an account has sub-accounts',
    tag: 'account',
    access: 'sys:account:delete',
    audit: 'account.delete',
    query: z.object({ ids: idListField }),
    response: emptyEnvelope,
  }),
};
