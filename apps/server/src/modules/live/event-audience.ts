import type { PermissionKey } from '@lamplighter/contract';
import type { Caller } from '../../platform/caller';
import type { LiveEvent } from '../../platform/event-bus';
import { isInSubtree } from '../../platform/scope';

/** What a caller must be allowed to see an event of each type. */
const NEEDS: Record<LiveEvent['type'], PermissionKey | 'own-account'> = {
  'device-state': 'device:list',
  warning: 'warning:list',
  command: 'device:list',
  notification: 'own-account',
  report: 'device:list',
  lamps: 'device:list',
};

const PATH_TTL_MS = 60_000;

/**
 * Decides who sees a live event: a device's or a warning's event reaches callers whose subtree
 * holds the account it belongs to, a notification only its own account. Account paths are looked
 * up once a minute per account, so that a busy bus costs no query per event and per browser, and
 * again as soon as accounts move or go (`forgetPaths`).
 */
export class EventAudience {
  private readonly paths = new Map<number, { path: string | undefined; at: number }>();
  /** Bumped by forgetPaths(), so that a lookup under way during a move does not keep the old path. */
  private generation = 0;

  constructor(
    private readonly pathOf: (accountId: number) => Promise<string | undefined>,
    private readonly now: () => number = Date.now,
  ) {}

  async sees(caller: Caller, event: LiveEvent): Promise<boolean> {
    const need = NEEDS[event.type];
    if (need === 'own-account') return event.accountId === caller.accountId;
    if (!caller.permissions.has(need)) return false;
    const path = await this.accountPath(event.accountId);
    return path !== undefined && isInSubtree(path, caller);
  }

  forgetPaths(): void {
    this.generation++;
    this.paths.clear();
  }

  private async accountPath(accountId: number): Promise<string | undefined> {
    const cached = this.paths.get(accountId);
    if (cached && this.now() - cached.at < PATH_TTL_MS) return cached.path;
    const generation = this.generation;
    const path = await this.pathOf(accountId);
    if (generation === this.generation) this.paths.set(accountId, { path, at: this.now() });
    return path;
  }
}
