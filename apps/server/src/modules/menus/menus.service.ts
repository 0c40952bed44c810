import type { Language, MenuFlat, MenuNode } from '@lamplighter/contract';
import type { Actor, Caller } from '../../platform/caller';
import { isTopLevel } from '../../platform/caller';
import { fail } from '../../platform/errors';
import type { AuditService } from '../audit/audit.service';
import type { SessionRevoker } from '../auth/session-revoker';
import { buildTree, presentMenu, rootOf } from './menu-tree';
import type { MenusRepository } from './menus.repository';

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

function columnsOf(input: MenuInput) {
  return {
    parentId: input.parentid,
    path: input.path,
    component: input.component,
    componentName: input.componentname,
    nameZh: input.name,
    nameEn: input.name_en || input.name,
    icon: input.icon,
    hidden: input.hidden === 1,
    breadcrumb: input.breadcrumb === 1,
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

  async add(caller: Caller, input: MenuInput, lang: Language, actor: Actor): Promise<MenuFlat> {
    this.assertTopLevel(caller);
    await this.assertValid(input);
    const id = await this.repository.insert(columnsOf(input));
    await this.audit.record(actor, {
      action: 'menu.add',
      result: 'success',
      targetType: 'menu',
      targetId: id,
      detail: { componentname: input.componentname },
    });
    return this.present(id, lang);
  }

  async update(
    caller: Caller,
    id: number,
    input: MenuInput,
    lang: Language,
    actor: Actor,
  ): Promise<MenuFlat> {
    this.assertTopLevel(caller);
    if (!(await this.repository.find(id))) throw fail.notFound('menu');
    await this.assertValid(input, id);
    await this.repository.update(id, columnsOf(input));
    this.revoker.forgetCallers();
    await this.audit.record(actor, {
      action: 'menu.update',
      result: 'success',
      targetType: 'menu',
      targetId: id,
      detail: { componentname: input.componentname },
    });
    return this.present(id, lang);
  }

  async delete(caller: Caller, ids: number[], actor: Actor): Promise<void> {
    this.assertTopLevel(caller);
    const unique = [...new Set(ids)];
    if ((await this.repository.missing(unique)).length > 0) throw fail.notFound('menu');
    if ((await this.repository.countChildrenOutside(unique)) > 0)
      throw fail.conflict('error.menuHasChildren');
    await this.repository.deleteMany(unique);
    this.revoker.forgetCallers();
    await this.audit.record(actor, {
      action: 'menu.delete',
      result: 'success',
      targetType: 'menu',
      targetId: unique.join(','),
    });
  }

  private assertTopLevel(caller: Caller): void {
    if (!isTopLevel(caller)) throw fail.forbidden('error.menuTopLevelOnly');
  }

  private async assertValid(input: MenuInput, id?: number): Promise<void> {
    if (await this.repository.componentNameTaken(input.componentname, id))
      throw fail.conflict('error.menuComponentTaken');
    if (input.parentid === 0) return;
    let ancestor = await this.repository.find(input.parentid);
    if (!ancestor) throw fail.badRequest(`parentid: menu entry ${input.parentid} does not exist`);
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
