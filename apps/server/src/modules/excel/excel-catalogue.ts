import type { Language, ProjectTreeNode } from '@lamplighter/contract';
import type { Caller } from '../../platform/caller';

export interface NamedEntry<Id> {
  id: Id;
  nameZh: string;
  nameEn: string;
}

/**
 * What the Excel files name instead of ids, from the modules that own it: device and communication
 * types (reference), the projects and groups of the caller's subtree, the manufacturers it sees.
 */
export interface ExcelCatalogue {
  deviceTypes(): Promise<NamedEntry<number>[]>;
  communicationTypes(): Promise<NamedEntry<string>[]>;
  projectTree(caller: Caller): Promise<ProjectTreeNode[]>;
  manufacturers(caller: Caller): Promise<{ id: number; name: string }[]>;
}

export function nameIn<Id>(entry: NamedEntry<Id>, lang: Language): string {
  return lang === 'zh' ? entry.nameZh : entry.nameEn;
}

/** Names compare without case and surrounding or doubled spaces. */
export function nameKey(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLowerCase();
}
