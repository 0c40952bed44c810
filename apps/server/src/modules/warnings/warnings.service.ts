import type { Caller } from '../../platform/caller';
import { fail } from '../../platform/errors';
import type { WarningFilter, WarningsRepository } from './warnings.repository';

/** Warnings of devices, read per person. The warning monitor raises and clears them; people read them. */
export class WarningsService {
  constructor(private readonly repository: WarningsRepository) {}

  async list(caller: Caller, filter: WarningFilter) {
    return [await this.repository.list(caller, filter)];
  }

  async unreadCount(caller: Caller) {
    return { count: await this.repository.unreadCount(caller) };
  }

  async read(
    caller: Caller,
    request: { id?: number | undefined; isall?: number | undefined },
  ): Promise<void> {
    if (request.isall === 1) return this.repository.markAllRead(caller);
    if (request.id === undefined || !(await this.repository.markRead(caller, request.id)))
      throw fail.notFound('warning');
  }
}
