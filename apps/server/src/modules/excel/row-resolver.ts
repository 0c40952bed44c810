import type { DeviceColumnKey, ProjectTreeNode } from '@lamplighter/contract';
import type { CellValue } from 'exceljs';
import { cellDay, cellText } from './cell-text';
import { type NamedEntry, nameKey } from './excel-catalogue';
import type { RowProblem } from './row-reasons';
import type { SheetRow } from './sheet-reader';

const DATE_COLUMNS = new Set<string>(['packageexpire', 'simstart', 'simend', 'installdate']);
const NUMBER_COLUMNS = new Set<string>(['longitude', 'latitude', 'lamppower']);
const FLAG_COLUMNS = new Set<string>(['isnbiot', 'isbms', 'isgridcomplementary']);
const FLAG_WORDS = new Map<string, number>([
  ['是', 1],
  ['否', 0],
  ['yes', 1],
  ['no', 0],
  ['y', 1],
  ['n', 0],
  ['true', 1],
  ['false', 0],
]);
const ID = /^\d{1,9}$/;

/** What a row becomes before the contract's schema checks it, with the names it could not place. */
export interface ResolvedRow {
  input: Record<string, unknown>;
  problems: RowProblem[];
}

function byName<Id>(entries: NamedEntry<Id>[], extra: (entry: NamedEntry<Id>) => string[] = () => []) {
  const found = new Map<string, Id>();
  for (const entry of entries)
    for (const name of [entry.nameZh, entry.nameEn, ...extra(entry)]) found.set(nameKey(name), entry.id);
  return found;
}

function listed<V>(map: Map<string, V[]>, key: string, value: V) {
  const values = map.get(key);
  if (values) values.push(value);
  else map.set(key, [value]);
}

/**
 * Turns names into ids the way a person means them: a type by its id or its name in either
 * language, a communication type by code or name, a project by name (among the caller's projects)
 * or id, a group by name inside that project or id, a manufacturer by name or id. Ids are passed
 * on as given: the devices service checks them against the caller's subtree.
 */
export class RowResolver {
  private readonly types: Map<string, number>;
  private readonly communication: Map<string, string>;
  private readonly projects = new Map<string, number[]>();
  private readonly groups = new Map<number, Map<string, number>>();
  private readonly manufacturers = new Map<string, number>();

  constructor(
    types: NamedEntry<number>[],
    communication: NamedEntry<string>[],
    tree: ProjectTreeNode[],
    manufacturers: { id: number; name: string }[],
  ) {
    this.types = byName(types, (type) => [String(type.id)]);
    this.communication = byName(communication, (type) => [type.id]);
    for (const project of tree) {
      listed(this.projects, nameKey(project.name), project.id);
      this.groups.set(project.id, new Map(project.groups.map((group) => [nameKey(group.name), group.id])));
    }
    for (const maker of manufacturers) this.manufacturers.set(nameKey(maker.name), maker.id);
  }

  resolve(row: SheetRow): ResolvedRow {
    const input: Record<string, unknown> = {};
    const problems: RowProblem[] = [];
    // An empty cell is a field not given, as the form leaves it out.
    for (const [key, value] of Object.entries(row.cells) as [DeviceColumnKey, CellValue][]) {
      const plain = this.plain(key, value);
      if (plain !== '') input[key] = plain;
    }
    const text = (key: DeviceColumnKey) => String(input[key] ?? '');
    const type = text('devicetype');
    if (type !== '') input.devicetype = this.types.get(nameKey(type)) ?? type;
    const communication = text('communicationtype');
    if (communication !== '')
      input.communicationtype = this.communication.get(nameKey(communication)) ?? communication;
    const project = this.project(text('projectid'), problems);
    input.projectid = project;
    input.groupid = this.group(project, text('groupid'), problems);
    input.manufacturerid = this.manufacturer(text('manufacturerid'), problems);
    return { input, problems };
  }

  /** The value as the form would send it: text, a day, a number or a 0/1 flag. */
  private plain(key: DeviceColumnKey, value: CellValue): unknown {
    if (DATE_COLUMNS.has(key)) return cellDay(value);
    if (NUMBER_COLUMNS.has(key) && typeof value === 'number') return value;
    const text = cellText(value);
    if (FLAG_COLUMNS.has(key)) return FLAG_WORDS.get(text.toLowerCase()) ?? text;
    return text;
  }

  private project(text: string, problems: RowProblem[]): number | undefined {
    if (text === '') return undefined;
    const named = this.projects.get(nameKey(text)) ?? [];
    if (named.length === 1) return named[0];
    if (named.length > 1) {
      problems.push({
        field: 'projectid',
        key: 'error.projectNameAmbiguous',
        params: { name: text, count: named.length },
      });
      return undefined;
    }
    if (ID.test(text)) return Number(text);
    problems.push({ field: 'projectid', key: 'error.projectNotFound' });
    return undefined;
  }

  private group(project: number | undefined, text: string, problems: RowProblem[]): number | undefined {
    if (text === '' || project === undefined) return undefined;
    const named = this.groups.get(project)?.get(nameKey(text));
    if (named !== undefined) return named;
    if (ID.test(text)) return Number(text);
    problems.push({ field: 'groupid', key: 'error.groupNotFound' });
    return undefined;
  }

  private manufacturer(text: string, problems: RowProblem[]): number | undefined {
    if (text === '') return undefined;
    const named = this.manufacturers.get(nameKey(text));
    if (named !== undefined) return named;
    if (ID.test(text)) return Number(text);
    problems.push({ field: 'manufacturerid', key: 'error.manufacturerNameUnknown', params: { name: text } });
    return undefined;
  }
}
