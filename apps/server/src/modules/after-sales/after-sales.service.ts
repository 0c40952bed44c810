import type { Readable } from 'node:stream';
import {
  type AfterSale,
  type AfterSaleDetail,
  type AfterSaleDraft,
  type AfterSaleFilter,
  type AfterSaleStatus,
  ATTACHMENTS_PER_TICKET,
  afterSaleTransitions,
  type Language,
  type MessageKey,
  translate,
  warningReason,
} from '@lamplighter/contract';
import type { Actor, Caller } from '../../platform/caller';
import { fail } from '../../platform/errors';
import type { AccountsModule } from '../accounts/accounts.module';
import type { AuditService } from '../audit/audit.service';
import { type AuditEntry, audited } from '../audit/audited';
import type { NotificationsService } from '../notifications/notifications.service';
import {
  type AfterSalesRepository,
  presentAfterSale,
  presentAttachment,
  type StoredAfterSale,
} from './after-sales.repository';
import type { AttachmentStore } from './attachment-store';

const FINAL: readonly AfterSaleStatus[] = ['completed', 'cancelled'];
const statusKey = (status: AfterSaleStatus) => ({ key: `aftersale.status.${status}` as MessageKey });
const statusName = (status: string) => translate(`aftersale.status.${status}` as MessageKey);
const jumpTo = (id: number) => `/device/aftersale/detail?id=${id}`;

export interface NewTicket {
  deviceid?: number | undefined;
  projectid?: number | undefined;
  description: string;
  type: AfterSale['type'];
  priority: AfterSale['priority'];
  remark: string;
  faultreason: string;
}

export interface TicketChange {
  id: number;
  description?: string | undefined;
  type?: AfterSale['type'] | undefined;
  priority?: AfterSale['priority'] | undefined;
  remark?: string | null | undefined;
  faultreason?: string | null | undefined;
}

/**
 * After-sales tickets: opened from a fault, assigned to someone of the caller's subtree, moved
 * through their statuses, with files and a history; the people concerned are notified.
 */
export class AfterSalesService {
  constructor(
    private readonly repository: AfterSalesRepository,
    private readonly files: AttachmentStore,
    private readonly notifications: NotificationsService,
    private readonly accounts: Pick<AccountsModule, 'member'>,
    private readonly audit: AuditService,
  ) {}

  async list(caller: Caller, filter: AfterSaleFilter) {
    return [await this.repository.list(caller, filter)];
  }

  handlers(caller: Caller) {
    return this.repository.handlers(caller);
  }

  openSummary(caller: Caller, at: number) {
    return this.repository.openSummary(caller, new Date(at));
  }

  private async ticket(caller: Caller, id: number): Promise<StoredAfterSale> {
    const found = await this.repository.find(caller, id);
    if (!found) throw fail.notFound('after-sales ticket');
    return found;
  }

  async detail(caller: Caller, id: number): Promise<AfterSaleDetail> {
    const row = await this.ticket(caller, id);
    const [files, history] = await Promise.all([
      this.repository.attachments(id),
      this.repository.history(id),
    ]);
    return {
      ...presentAfterSale(row, files.length),
      files: files.map(presentAttachment),
      history,
      next: [...afterSaleTransitions[row.status as AfterSaleStatus]],
    };
  }

  /** The values a new ticket about a device starts from, its fault reasons in the caller's language. */
  async draft(caller: Caller, deviceId: number, lang: Language): Promise<AfterSaleDraft> {
    const device = await this.repository.device(caller, deviceId);
    if (!device) throw fail.notFound('device');
    const faults = await this.repository.faultsSinceLastTicket(device.id);
    return {
      deviceId: device.id,
      deviceCode: device.code,
      deviceName: device.name,
      projectId: device.projectId,
      projectName: device.projectName,
      faultCount: faults.count,
      faultReason: faultReasons(faults.newest, lang),
    };
  }

  add(caller: Caller, input: NewTicket, actor: Actor, lang: Language): Promise<AfterSale> {
    const entry: AuditEntry = { action: 'aftersale.add', targetType: 'aftersale' };
    return audited(this.audit, actor, entry, async () => {
      const subject = await this.subject(caller, input);
      const faults = subject.device
        ? await this.repository.faultsSinceLastTicket(subject.device.id)
        : { count: 0, newest: [] };
      const row = await this.repository.insert(
        {
          accountId: subject.accountId,
          projectId: subject.projectId,
          projectName: subject.projectName,
          deviceId: subject.device?.id ?? null,
          deviceCode: subject.device?.code ?? '',
          deviceName: subject.device?.name ?? '',
          description: input.description,
          type: input.type,
          priority: input.priority,
          creatorId: caller.accountId,
          creatorName: caller.username,
          remark: input.remark,
          faultCount: faults.count,
          faultReason: input.faultreason || faultReasons(faults.newest, lang),
        },
        { action: 'created', toStatus: 'pending', actorName: caller.username, remark: input.remark },
      );
      return { result: presentAfterSale(row, 0), targetId: row.id, detail: { code: row.code } };
    });
  }

  /** What a ticket is about: a device of the caller's subtree (with its project), or a project. */
  private async subject(caller: Caller, input: Pick<NewTicket, 'deviceid' | 'projectid'>) {
    if (input.deviceid) {
      const device = await this.repository.device(caller, input.deviceid);
      if (!device) throw fail.notFound('device');
      if (input.projectid && input.projectid !== device.projectId) {
        throw fail.invalidField('projectid', 'aftersale.deviceProjectMismatch');
      }
      return {
        device,
        accountId: device.accountId,
        projectId: device.projectId,
        projectName: device.projectName,
      };
    }
    if (input.projectid) {
      const project = await this.repository.project(caller, input.projectid);
      if (!project) throw fail.notFound('project');
      return {
        device: undefined,
        accountId: project.accountId,
        projectId: project.id,
        projectName: project.name,
      };
    }
    throw fail.invalidField('deviceid', 'aftersale.deviceOrProject');
  }

  private assertOpen(row: StoredAfterSale): void {
    if (FINAL.includes(row.status as AfterSaleStatus)) {
      throw fail.conflict('aftersale.final', { status: statusName(row.status) });
    }
  }

  update(caller: Caller, input: TicketChange, actor: Actor): Promise<AfterSale> {
    const entry: AuditEntry = { action: 'aftersale.update', targetType: 'aftersale', targetId: input.id };
    return audited(this.audit, actor, entry, async () => {
      const row = await this.ticket(caller, input.id);
      this.assertOpen(row);
      const patch = {
        ...(input.description !== undefined ? { description: input.description } : {}),
        ...(input.type !== undefined ? { type: input.type } : {}),
        ...(input.priority !== undefined ? { priority: input.priority } : {}),
        ...(input.remark !== undefined ? { remark: input.remark ?? '' } : {}),
        ...(input.faultreason !== undefined ? { faultReason: input.faultreason ?? '' } : {}),
      };
      const changed = Object.keys(patch).filter(
        (key) => patch[key as keyof typeof patch] !== row[key as keyof typeof patch],
      );
      const updated = await this.repository.change(row.id, patch, {
        action: 'updated',
        actorName: caller.username,
        detail: changed.join(', '),
      });
      const files = await this.repository.attachmentCount(row.id);
      return { result: presentAfterSale(updated, files), detail: { changed } };
    });
  }

  delete(caller: Caller, ids: number[], actor: Actor): Promise<void> {
    const entry: AuditEntry = {
      action: 'aftersale.delete',
      targetType: 'aftersale',
      targetId: ids.join(','),
    };
    return audited(this.audit, actor, entry, async () => {
      const found = await this.repository.findMany(caller, ids);
      if (found.length !== new Set(ids).size) throw fail.notFound('after-sales ticket');
      const storageKeys = await this.repository.delete(ids);
      await this.files.remove(storageKeys);
      return { result: undefined, detail: { codes: found.map((row) => row.code) } };
    });
  }

  assign(caller: Caller, input: { id: number; handlerid: number; remark: string }, actor: Actor) {
    const entry: AuditEntry = { action: 'aftersale.assign', targetType: 'aftersale', targetId: input.id };
    return audited(this.audit, actor, entry, async () => {
      const row = await this.ticket(caller, input.id);
      this.assertOpen(row);
      const handler = await this.accounts.member(caller, input.handlerid);
      if (!handler?.enabled) throw fail.invalidField('handlerid', 'aftersale.handlerOutside');
      const updated = await this.repository.change(
        row.id,
        { handlerId: handler.id, handlerName: handler.username, handledAt: new Date() },
        { action: 'assigned', actorName: caller.username, remark: input.remark, detail: handler.username },
      );
      if (handler.id !== caller.accountId) {
        await this.notifications.notify({
          accountId: handler.id,
          titleKey: 'notify.assigned.title',
          contentKey: 'notify.assigned.content',
          params: {
            code: row.code,
            by: caller.username,
            device: row.deviceName || row.deviceCode || row.projectName,
            description: row.description.slice(0, 200),
          },
          jumpPath: jumpTo(row.id),
          eventKey: `aftersale:${row.id}:assigned:${updated.updatedAt.getTime()}`,
        });
      }
      const files = await this.repository.attachmentCount(row.id);
      return { result: presentAfterSale(updated, files), detail: { handler: handler.username } };
    });
  }

  transition(caller: Caller, input: { id: number; status: AfterSaleStatus; remark: string }, actor: Actor) {
    const entry: AuditEntry = { action: 'aftersale.transition', targetType: 'aftersale', targetId: input.id };
    return audited(this.audit, actor, entry, async () => {
      const row = await this.ticket(caller, input.id);
      const from = row.status as AfterSaleStatus;
      this.assertOpen(row);
      const allowed = afterSaleTransitions[from];
      if (!allowed.includes(input.status)) {
        throw fail.conflict('aftersale.transitionRefused', {
          from: statusName(from),
          to: statusName(input.status),
          allowed: allowed.map(statusName).join(', '),
        });
      }
      if (input.status === 'processing' && row.handlerId === null)
        throw fail.conflict('aftersale.handlerRequired');
      const updated = await this.repository.change(
        row.id,
        { status: input.status, ...(input.status === 'completed' ? { completedAt: new Date() } : {}) },
        {
          action: 'transition',
          fromStatus: from,
          toStatus: input.status,
          actorName: caller.username,
          remark: input.remark,
        },
      );
      const told = [row.creatorId, row.handlerId].filter(
        (id, index, all): id is number => id !== null && id !== caller.accountId && all.indexOf(id) === index,
      );
      await this.notifications.notifyAll(
        told.map((accountId) => ({
          accountId,
          titleKey: 'notify.status.title',
          contentKey: 'notify.status.content',
          params: {
            code: row.code,
            by: caller.username,
            device: row.deviceName || row.deviceCode || row.projectName,
            from: statusKey(from),
            status: statusKey(input.status),
            remark: input.remark.slice(0, 200),
          },
          jumpPath: jumpTo(row.id),
          eventKey: `aftersale:${row.id}:${input.status}`,
        })),
      );
      const files = await this.repository.attachmentCount(row.id);
      return { result: presentAfterSale(updated, files), detail: { from, to: input.status } };
    });
  }

  /** The ticket a file may be attached to, checked before a byte of the file is read. */
  async assertMayAttach(caller: Caller, id: number, fileName: string): Promise<void> {
    await this.ticket(caller, id);
    this.files.assertAllowedName(fileName);
    if ((await this.repository.attachmentCount(id)) >= ATTACHMENTS_PER_TICKET) {
      throw fail.conflict('aftersale.attachmentCount', { max: ATTACHMENTS_PER_TICKET });
    }
  }

  attach(caller: Caller, id: number, file: { filename: string; content: Readable }, actor: Actor) {
    const entry: AuditEntry = { action: 'aftersale.attach', targetType: 'aftersale', targetId: id };
    return audited(this.audit, actor, entry, async () => {
      await this.assertMayAttach(caller, id, file.filename);
      const stored = await this.files.receive(file.filename, file.content);
      const row = await this.repository.attach(
        {
          afterSaleId: id,
          fileName: file.filename,
          contentType: stored.contentType,
          size: stored.size,
          storageKey: stored.storageKey,
          hasThumbnail: stored.hasThumbnail ? 1 : 0,
          uploaderName: caller.username,
        },
        ATTACHMENTS_PER_TICKET,
      );
      if (!row) {
        await this.files.remove([stored.storageKey]);
        throw fail.conflict('aftersale.attachmentCount', { max: ATTACHMENTS_PER_TICKET });
      }
      await this.repository.record({
        afterSaleId: id,
        action: 'attached',
        actorName: caller.username,
        detail: file.filename,
      });
      return { result: presentAttachment(row), detail: { file: file.filename, size: stored.size } };
    });
  }

  /** An attached file (or its thumbnail) of a ticket the caller may see. */
  async download(caller: Caller, attachmentId: number, thumbnail: boolean) {
    const found = await this.repository.findAttachment(caller, attachmentId);
    if (!found || (thumbnail && !found.attachment.hasThumbnail)) throw fail.notFound('attachment');
    const { attachment } = found;
    return {
      fileName: thumbnail ? `${attachment.fileName}.jpg` : attachment.fileName,
      contentType: thumbnail ? 'image/jpeg' : attachment.contentType,
      content: this.files.open(attachment.storageKey, thumbnail),
    };
  }

  detach(caller: Caller, attachmentId: number, actor: Actor): Promise<void> {
    const entry: AuditEntry = {
      action: 'aftersale.detach',
      targetType: 'attachment',
      targetId: attachmentId,
    };
    return audited(this.audit, actor, entry, async () => {
      const found = await this.repository.findAttachment(caller, attachmentId);
      if (!found) throw fail.notFound('attachment');
      await this.repository.detach(attachmentId);
      await this.files.remove([found.attachment.storageKey]);
      await this.repository.record({
        afterSaleId: found.ticket.id,
        action: 'detached',
        actorName: caller.username,
        detail: found.attachment.fileName,
      });
      return { result: undefined, detail: { file: found.attachment.fileName } };
    });
  }

  /**
   * Devices warned again (device id → reason): their device faults completed within the last day
   * are processing again, and their creator and handler are told.
   */
  async faultsReturned(reasons: Map<number, string>, at: number): Promise<void> {
    const reopened = await this.repository.reopenAfterFaults(reasons, new Date(at - VERIFY_AFTER_MS));
    await this.notifications.notifyAll(
      reopened.flatMap((row) =>
        [row.creatorId, row.handlerId]
          .filter((id, index, all): id is number => id !== null && all.indexOf(id) === index)
          .map((accountId) => ({
            accountId,
            titleKey: 'notify.reopened.title',
            contentKey: 'notify.reopened.content',
            params: {
              code: row.code,
              device: row.deviceName || row.deviceCode,
              reason: reasons.get(row.deviceId ?? 0) ?? '',
            },
            jumpPath: jumpTo(row.id),
            eventKey: `aftersale:${row.id}:reopened:${row.updatedAt.getTime()}`,
          })),
      ),
    );
  }

  /** Device faults completed over a day ago whose device reported since without a warning. */
  verifyQuiet(at: number): Promise<number> {
    return this.repository.verifyQuiet(new Date(at - VERIFY_AFTER_MS));
  }

  exportRows(caller: Caller, filter: Omit<AfterSaleFilter, 'pagenum' | 'pagesize'>) {
    return this.repository.exportRows(caller, filter, EXPORT_LIMIT);
  }
}

export const EXPORT_LIMIT = 10_000;
/** How long a completed device fault is watched before it counts verified. */
export const VERIFY_AFTER_MS = 86_400_000;

/** The reasons of a device's newest warnings, without repeats, in a language. */
function faultReasons(
  newest: {
    kind: string;
    reason: string;
    runstate: number | null;
    loadstate: number | null;
    batterystate: number | null;
  }[],
  lang: Language,
): string {
  const reasons = newest.map((warning) =>
    warning.kind === 'state' ? warningReason(warning, lang) : warning.reason || warning.kind,
  );
  return [...new Set(reasons.filter(Boolean))].join(', ').slice(0, 500);
}
