import type { WallLayout, WallLayoutList, WallWidget } from '@lamplighter/contract';
import { WALL_LAYOUTS_PER_ACCOUNT } from '@lamplighter/contract';
import { type Actor, type Caller, can } from '../../platform/caller';
import { fail } from '../../platform/errors';
import type { AuditService } from '../audit/audit.service';
import { type AuditEntry, audited } from '../audit/audited';
import type { WallLayoutRow, WallLayoutsRepository, WallLayoutValues } from './wall-layouts.repository';

/** Whether a device is one of the caller's subtree (from the devices module). */
export type DeviceInScope = (caller: Caller, deviceId: number) => Promise<boolean>;

export interface WallLayoutInput {
  name: string;
  widgets: WallWidget[];
  shared: number;
}

export interface WallLayoutChange extends Partial<WallLayoutInput> {
  id: number;
}

function present(row: WallLayoutRow, caller: Caller): WallLayout {
  return {
    id: row.id,
    name: row.name,
    widgets: row.widgets,
    shared: row.shared ? 1 : 0,
    ownerid: row.accountId,
    ownername: row.ownerName,
    mine: row.accountId === caller.accountId,
    updatetime: row.updatedAt.toISOString(),
  };
}

/**
 * The rules of the custom wall's layouts: an account sees its own and those its parents share,
 * changes only its own, and a layout shows only devices of the account that saves it.
 */
export class WallLayoutsService {
  constructor(
    private readonly repository: WallLayoutsRepository,
    private readonly deviceInScope: DeviceInScope,
    private readonly audit: AuditService,
  ) {}

  async list(caller: Caller): Promise<WallLayoutList> {
    const rows = await this.repository.listVisible(caller);
    const chosen = await this.repository.defaultOf(caller.accountId);
    const defaultid = rows.some((row) => row.id === chosen) ? (chosen ?? null) : null;
    return { layouts: rows.map((row) => present(row, caller)), defaultid };
  }

  add(caller: Caller, input: WallLayoutInput, actor: Actor): Promise<WallLayout> {
    const entry: AuditEntry = {
      action: 'walllayout.add',
      targetType: 'walllayout',
      detail: { name: input.name },
    };
    return audited(this.audit, actor, entry, async () => {
      this.assertMayEdit(caller);
      await this.assertRoom(caller);
      await this.assertDevices(caller, input.widgets);
      const row = await this.repository.insert(caller, {
        name: input.name,
        widgets: input.widgets,
        shared: input.shared === 1,
      });
      return { targetId: row.id, result: present(row, caller) };
    });
  }

  update(caller: Caller, change: WallLayoutChange, actor: Actor): Promise<WallLayout> {
    const entry: AuditEntry = { action: 'walllayout.update', targetType: 'walllayout', targetId: change.id };
    return audited(this.audit, actor, entry, async () => {
      this.assertMayEdit(caller);
      await this.own(caller, change.id);
      if (change.widgets) await this.assertDevices(caller, change.widgets);
      const values: Partial<WallLayoutValues> = {
        ...(change.name === undefined ? {} : { name: change.name }),
        ...(change.widgets === undefined ? {} : { widgets: change.widgets }),
        ...(change.shared === undefined ? {} : { shared: change.shared === 1 }),
      };
      const row = await this.repository.updateOwn(caller, change.id, values);
      return { result: present(row, caller), detail: { fields: Object.keys(values) } };
    });
  }

  /** A copy of any layout the caller sees, its own or a parent's, owned by the caller and not shared. */
  copy(caller: Caller, input: { id: number; name: string }, actor: Actor): Promise<WallLayout> {
    const entry: AuditEntry = {
      action: 'walllayout.copy',
      targetType: 'walllayout',
      detail: { from: input.id, name: input.name },
    };
    return audited(this.audit, actor, entry, async () => {
      this.assertMayEdit(caller);
      const source = await this.seen(caller, input.id);
      await this.assertRoom(caller);
      const row = await this.repository.insert(caller, {
        name: input.name,
        widgets: source.widgets,
        shared: false,
      });
      return { targetId: row.id, result: present(row, caller) };
    });
  }

  delete(caller: Caller, id: number, actor: Actor): Promise<null> {
    const entry: AuditEntry = { action: 'walllayout.delete', targetType: 'walllayout', targetId: id };
    return audited(this.audit, actor, entry, async () => {
      this.assertMayEdit(caller);
      const row = await this.own(caller, id);
      await this.repository.deleteOwn(caller, id);
      return { result: null, detail: { name: row.name } };
    });
  }

  choose(caller: Caller, id: number, actor: Actor): Promise<null> {
    const entry: AuditEntry = { action: 'walllayout.default', targetType: 'walllayout', targetId: id };
    return audited(this.audit, actor, entry, async () => {
      this.assertMayEdit(caller);
      await this.seen(caller, id);
      await this.repository.choose(caller.accountId, id);
      return { result: null };
    });
  }

  /** Only an account that may look at devices builds walls of them. */
  private assertMayEdit(caller: Caller): void {
    if (!can(caller, 'device:list')) throw fail.insufficientPermission();
  }

  private async seen(caller: Caller, id: number): Promise<WallLayoutRow> {
    const row = await this.repository.findVisible(caller, id);
    if (!row) throw fail.notFound('wall layout');
    return row;
  }

  /** A layout the caller owns; a parent's shared one is refused in words, any other is not found. */
  private async own(caller: Caller, id: number): Promise<WallLayoutRow> {
    const row = await this.seen(caller, id);
    if (row.accountId !== caller.accountId) throw fail.forbidden('walllayout.notOwn');
    return row;
  }

  private async assertRoom(caller: Caller): Promise<void> {
    if ((await this.repository.countOwn(caller.accountId)) >= WALL_LAYOUTS_PER_ACCOUNT) {
      throw fail.conflict('walllayout.limit', { max: WALL_LAYOUTS_PER_ACCOUNT });
    }
  }

  private async assertDevices(caller: Caller, widgets: WallWidget[]): Promise<void> {
    const ids = new Set(widgets.flatMap((widget) => (widget.kind === 'device' ? [widget.deviceid] : [])));
    for (const id of ids) {
      if (!(await this.deviceInScope(caller, id))) {
        throw fail.invalidField('widgets', 'walllayout.deviceOutside', { id });
      }
    }
  }
}
