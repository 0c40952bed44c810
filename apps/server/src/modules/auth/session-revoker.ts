import type { SessionsRepository } from './sessions.repository';

/**
 * Ends sessions when something about an account changes (password, disable, deletion, role).
 * Other modules get this, not the sessions table.
 */
export class SessionRevoker {
  constructor(
    private readonly sessions: SessionsRepository,
    /** Clears the caller cache of this process at once and of every other one soon after. */
    private readonly forgetCachedCallers: () => void,
  ) {}

  async endAllOf(accountId: number, reason: string, keepSessionId?: string): Promise<number> {
    const ended = await this.sessions.revokeAccount(accountId, reason, keepSessionId);
    this.forgetCachedCallers();
    return ended;
  }

  async endOne(sessionId: string, reason: string): Promise<void> {
    await this.sessions.revoke(sessionId, reason);
    this.forgetCachedCallers();
  }

  /** Roles or menus changed: the next call of every session reads them again. */
  forgetCallers(): void {
    this.forgetCachedCallers();
  }
}
