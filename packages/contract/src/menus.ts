import { z } from 'zod';
import { endpoint } from './endpoint';
import { emptyEnvelope, envelope, listEnvelope } from './envelope';
import {
  flagField,
  INT4_MAX,
  idField,
  idListField,
  integerField,
  intField,
  requiredText,
  textField,
} from './fields';
import { updateFields } from './update-fields';

/** A menu entry as the seed names it, children included. */
export interface MenuNode {
  id: number;
  parentid: number;
  path: string;
  component: string;
  componentname: string;
  name: string;
  name_zh: string;
  name_en: string;
  icon: string;
  hidden: boolean;
  breadcrumb: boolean;
  redirect: string;
  sort: number;
  children: MenuNode[];
}

export const menuNode: z.ZodType<MenuNode> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    parentid: z.number().int().describe('0 for a top-level entry'),
    path: z.string(),
    component: z.string(),
    componentname: z.string().describe('route name; unique'),
    name: z.string().describe('title in the language of Accept-Language'),
    name_zh: z.string(),
    name_en: z.string(),
    icon: z.string(),
    hidden: z.boolean(),
    breadcrumb: z.boolean(),
    redirect: z.string(),
    sort: z.number().int(),
    children: z.array(menuNode),
  }),
);
// A tree of itself: named, the OpenAPI document refers to it rather than unfolding it without end.
z.globalRegistry.add(menuNode, { id: 'MenuNode' });

export const menuFlat = z.object({
  id: z.number().int(),
  parentid: z.number().int(),
  path: z.string(),
  component: z.string(),
  componentname: z.string(),
  name: z.string(),
  name_zh: z.string(),
  name_en: z.string(),
  icon: z.string(),
  hidden: z.boolean(),
  breadcrumb: z.boolean(),
  redirect: z.string(),
  sort: z.number().int(),
});
export type MenuFlat = z.infer<typeof menuFlat>;

const menuFields = {
  parentid: integerField(0, INT4_MAX).default(0),
  path: requiredText('path', 200),
  component: requiredText('component', 200),
  componentname: requiredText('componentname', 100),
  name: requiredText('name', 100),
  name_en: textField(100).optional(),
  icon: textField(100).default(''),
  hidden: flagField.default(0),
  breadcrumb: flagField.default(1),
  redirect: textField(200).default(''),
  sort: intField.default(0),
};

export const menuAddBody = z.object(menuFields);
export const menuUpdateBody = z.object({ id: idField, ...updateFields(menuFields) });

/** The root whose children are the user's menu: the seed reads `data[0][0].children`. */
export const menuTreeEnvelope = envelope(z.array(z.array(menuNode)));

export const menuEndpoints = {
  userMenuTree: endpoint({
    method: 'POST',
    path: '/sys/user/menutree',
    summary: "The caller's menu as a tree, in data[0][0].children",
    tag: 'user',
    access: 'signed-in',
    response: menuTreeEnvelope,
  }),
  userMenuList: endpoint({
    method: 'POST',
    path: '/sys/user/menulist',
    summary: "The caller's menu entries as a flat list, in data[0].list",
    tag: 'user',
    access: 'signed-in',
    response: listEnvelope(menuFlat),
  }),
  list: endpoint({
    method: 'GET',
    path: '/sys/menu/list',
    summary: 'Every menu entry as a tree (menu management)',
    tag: 'menu',
    access: 'sys:menu:list',
    response: menuTreeEnvelope,
  }),
  add: endpoint({
    method: 'POST',
    path: '/sys/menu/add',
    summary: 'Add a menu entry',
    tag: 'menu',
    access: 'sys:menu:add',
    audit: 'menu.add',
    body: menuAddBody,
    response: envelope(menuFlat),
  }),
  update: endpoint({
    method: 'POST',
    path: '/sys/menu/update',
    summary: 'Change a menu entry',
    tag: 'menu',
    access: 'sys:menu:update',
    audit: 'menu.update',
    body: menuUpdateBody,
    response: envelope(menuFlat),
  }),
  delete: endpoint({
    method: 'GET',
    path: '/sys/menu/delete',
    summary: 'Delete menu entries; refused while an entry has children',
    tag: 'menu',
    access: 'sys:menu:delete',
    audit: 'menu.delete',
    query: z.object({ ids: idListField }),
    response: emptyEnvelope,
  }),
};
