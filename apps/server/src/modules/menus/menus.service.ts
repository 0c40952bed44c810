import type { Language, MenuFlat, MenuNode } from '@lamplighter/contract';
import type { Actor, Caller } from '../../platform/caller';
import { isTopLevel } from '../../platform/caller';
import { fail } from '../../platform/errors';
import type { AuditService } from '../audit/audit.service';
import { type AuditEntry, audited } from '../audit/audited';
import type { SessionRevoker } from '../auth/session-revoker';
import { buildTree, presentMenu, rootOf } from './menu-tree';
import type { MenusRepository } from './menus.repository';
import type { menus } from './menus.table';

export interface MenuInput {
  parentid: number;
  path: string;
  component: string;
  componentname: string;
  name: string;
  name_en?: string | undefined;
  icon: string;
  hidden: number;
  breadcrumb: number;
  redirect: string;
  sort: number;
}

/** An update: the fields sent change; a field left out (undefined) keeps its value. */
export type MenuChanges = { [K in Exclude<keyof MenuInput, 'name_en'>]?: MenuInput[K] | undefined } & {
  name_en?: string | null | undefined;
};

type MenuColumns = Omit<typeof menus.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

const flag = (value: number | undefined) => (value === undefined ? undefined : value === 1);

/**
 * The columns of a new entry, or of the fields an update sends (undefined leaves a column as it
 * is). An English name left empty is the Chinese one.
 */
function columnsOf(input: MenuInput): MenuColumns;
function columnsOf(input: MenuChanges, current: { nameZh: string }): Partial<MenuColumns>;
function columnsOf(input: MenuChanges, current?: { nameZh: string }): Partial<MenuColumns> {
  const englishSent = current === undefined || input.name_en !== undefined;
  return {
    parentId: input.parentid,
    path: input.path,
    component: input.component,
    componentName: input.componentname,
    nameZh: input.name,
    nameEn: englishSent ? input.name_en || input.name || current?.nameZh : undefined,
    icon: input.icon,
    hidden: flag(input.hidden),
    breadcrumb: flag(input.breadcrumb),
    redirect: input.redirect,
    sort: input.sort,
  };
}

/** The menu: the caller's own tree, and its management (shared by all accounts, so top level only). */
export class MenusService {
  constructor(
    private readonly repository: MenusRepository,
    private readonly revoker: SessionRevoker,
    private readonly audit: AuditService,
  ) {}

  async userTree(caller: Caller, lang: Language): Promise<MenuNode[][]> {
    return [[rootOf(buildTree(await this.repository.forRole(caller.roleId), lang), lang)]];
  }

  async userList(caller: Caller, lang: Language) {
    const list = (await this.repository.forRole(caller.roleId)).map((row) => presentMenu(row, lang));
    return [{ list, total: list.length }];
  }

  async tree(lang: Language): Promise<MenuNode[][]> {
    return [[rootOf(buildTree(await this.repository.all(), lang), lang)]];
  }

  missing(ids: number[]): Promise<number[]> {
    return this.repository.missing(ids);
  }

  add(caller: Caller, input: MenuInput, lang: Language, actor: Actor): Promise<MenuFlat> {
    const entry: AuditEntry = {
      action: 'menu.add',
      targetType: 'menu',
      detail: { componentname: input.componentname },
    };
    return audited(this.audit, actor, entry, async () => {
      this.assertTopLevel(caller);
      await this.assertValid(input);
      const id = await this.repository.insert(columnsOf(input));
      return { targetId: id, result: await this.present(id, lang) };
    });
  }

  update(caller: Caller, id: number, input: MenuChanges, lang: Language, actor: Actor): Promise<MenuFlat> {
    const entry: AuditEntry = { action: 'menu.update', targetType: 'menu', targetId: id };
    return audited(this.audit, actor, entry, async () => {
      this.assertTopLevel(caller);
      const current = await this.repository.find(id);
      if (!current) throw fail.notFound('menu');
      await this.assertValid(input, id);
      await this.repository.update(id, columnsOf(input, current));
      this.revoker.forgetCallers();
      return {
        detail: { componentname: input.componentname ?? current.componentName },
        result: await this.present(id, lang),
      };
    });
  }

  delete(caller: Caller, ids: number[], actor: Actor): Promise<void> {
    const unique = [...new Set(ids)];
    const entry: AuditEntry = { action: 'menu.delete', targetType: 'menu', targetId: unique.join(',') };
    return audited(this.audit, actor, entry, async () => {
      this.assertTopLevel(caller);
      if ((await this.repository.missing(unique)).length > 0) throw fail.notFound('menu');
      if ((await this.repository.countChildrenOutside(unique)) > 0)
        throw fail.conflict('error.menuHasChildren');
      await this.repository.deleteMany(unique);
      this.revoker.forgetCallers();
      return { result: undefined };
    });
  }

  private assertTopLevel(caller: Caller): void {
    if (!isTopLevel(caller)) throw fail.forbidden('error.menuTopLevelOnly');
  }

  /** The route name given is free; the parent given exists and is not the entry or below it. */
  private async assertValid(input: MenuChanges, id?: number): Promise<void> {
    if (
      input.componentname !== undefined &&
      (await this.repository.componentNameTaken(input.componentname, id))
    )
      throw fail.conflict('error.menuComponentTaken');
    if (input.parentid === undefined || input.parentid === 0) return;
    let ancestor = await this.repository.find(input.parentid);
    if (!ancestor) throw fail.invalidField('parentid', 'error.menuNotFound', { ids: input.parentid });
    while (ancestor) {
      if (ancestor.id === id) throw fail.badRequestKey('error.menuParentCycle');
      ancestor = ancestor.parentId === 0 ? undefined : await this.repository.find(ancestor.parentId);
    }
  }

  private async present(id: number, lang: Language): Promise<MenuFlat> {
    const row = await this.repository.find(id);
    if (!row) throw fail.notFound('menu');
    return presentMenu(row, lang);
  }
}
