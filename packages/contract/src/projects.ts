import { z } from 'zod';
import { endpoint } from './endpoint';
import { emptyEnvelope, envelope, listEnvelope } from './envelope';
import { idField, idListField, idOf, pageNumField, pageSizeField, promptedText, textField } from './fields';
import { latitudeField, longitudeField, optionalId, optionalText } from './inventory-fields';
import { updateFields } from './update-fields';

/** A project: a site or contract of a city, owned by an account and seen by its account tree. */
export const project = z.object({
  id: z.number().int().describe("the seed's project ID"),
  name: z.string(),
  description: z.string(),
  province: z.string(),
  city: z.string(),
  longitude: z.number().nullable().describe('centre of the project, where its map opens'),
  latitude: z.number().nullable(),
  accountid: z.number().int().describe('the owning account'),
  accountname: z.string(),
  groupcount: z.number().int(),
  devicecount: z.number().int(),
  createtime: z.string(),
  updatetime: z.string(),
});
export type Project = z.infer<typeof project>;

export const deviceGroup = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  projectid: z.number().int(),
  projectname: z.string(),
  devicecount: z.number().int(),
  createtime: z.string(),
  updatetime: z.string(),
});
export type DeviceGroup = z.infer<typeof deviceGroup>;

/** Projects with their groups, for every project and group selector. */
export const projectTreeNode = z.object({
  id: z.number().int(),
  name: z.string(),
  groups: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type ProjectTreeNode = z.infer<typeof projectTreeNode>;

const projectName = promptedText(100, 'validation.projectName');
const groupName = promptedText(100, 'validation.groupName');
const projectField = idOf('validation.selectProject');

const projectFields = {
  name: projectName,
  description: optionalText(500, { multiline: true }),
  province: optionalText(50),
  city: optionalText(50),
  longitude: longitudeField.optional(),
  latitude: latitudeField.optional(),
  accountid: optionalId.describe('owning account inside your subtree; yours by default'),
};

const groupFields = {
  name: groupName,
  description: optionalText(500, { multiline: true }),
  projectid: projectField,
};

export const projectEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/remote/project/list',
    summary: 'Projects of the account subtree',
    tag: 'project',
    access: 'project:list',
    query: z.object({
      pagenum: pageNumField,
      pagesize: pageSizeField,
      keyword: textField(100).optional().describe('name, description, province or city'),
      province: textField(50).optional(),
    }),
    response: listEnvelope(project),
  }),
  tree: endpoint({
    method: 'GET',
    path: '/remote/project/tree',
    summary: 'Every project of the subtree with its groups, for selectors',
    tag: 'project',
    access: 'project:list',
    response: envelope(z.array(projectTreeNode)),
  }),
  detail: endpoint({
    method: 'GET',
    path: '/remote/project/detail',
    summary: 'One project',
    tag: 'project',
    access: 'project:list',
    query: z.object({ id: idField }),
    response: envelope(project),
  }),
  add: endpoint({
    method: 'POST',
    path: '/remote/project/add',
    summary: 'Create a project',
    tag: 'project',
    access: 'project:add',
    audit: 'project.add',
    body: z.object(projectFields),
    response: envelope(project),
  }),
  update: endpoint({
    method: 'POST',
    path: '/remote/project/update',
    summary: 'Change a project; its groups and devices follow a change of owner',
    tag: 'project',
    access: 'project:update',
    audit: 'project.update',
    body: z.object({
      id: idField,
      ...updateFields(projectFields),
      accountid: idField.optional().describe('a new owning account inside your subtree; omit to keep'),
    }),
    response: envelope(project),
  }),
  delete: endpoint({
    method: 'GET',
    path: '/remote/project/delete',
    summary: 'Delete projects; refused while a project holds groups or devices',
    tag: 'project',
    access: 'project:delete',
    audit: 'project.delete',
    query: z.object({ ids: idListField }),
    response: emptyEnvelope,
  }),
};

export const groupEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/remote/group/list',
    summary: 'Groups of the projects of the account subtree',
    tag: 'group',
    access: 'group:list',
    query: z.object({
      pagenum: pageNumField,
      pagesize: pageSizeField,
      keyword: textField(100).optional(),
      projectid: optionalId,
    }),
    response: listEnvelope(deviceGroup),
  }),
  detail: endpoint({
    method: 'GET',
    path: '/remote/group/detail',
    summary: 'One group',
    tag: 'group',
    access: 'group:list',
    query: z.object({ id: idField }),
    response: envelope(deviceGroup),
  }),
  add: endpoint({
    method: 'POST',
    path: '/remote/group/add',
    summary: 'Create a group in a project',
    tag: 'group',
    access: 'group:add',
    audit: 'group.add',
    body: z.object(groupFields),
    response: envelope(deviceGroup),
  }),
  update: endpoint({
    method: 'POST',
    path: '/remote/group/update',
    summary: 'Change a group; moving it to another project moves its devices too',
    tag: 'group',
    access: 'group:update',
    audit: 'group.update',
    body: z.object({ id: idField, ...updateFields(groupFields) }),
    response: envelope(deviceGroup),
  }),
  delete: endpoint({
    method: 'GET',
    path: '/remote/group/delete',
    summary: 'Delete groups; refused while a group holds devices',
    tag: 'group',
    access: 'group:delete',
    audit: 'group.delete',
    query: z.object({ ids: idListField }),
    response: emptyEnvelope,
  }),
};
