import type { PasswordPolicy } from '@lamplighter/contract';
import type { Actor } from '../../platform/caller';
import { fail } from '../../platform/errors';
import type { AuditService } from '../audit/audit.service';
import { type AuditEntry, audited } from '../audit/audited';
import type { PasswordHasher } from '../auth/password-hasher';
import type { SessionRevoker } from '../auth/session-revoker';
import { contactKind, type VerificationCodesService } from '../auth/verification-codes.service';
import { assertPasswordMeetsPolicy } from './account-rules';
import type { AccountsRepository } from './accounts.repository';

/** An entry about the account a contact belongs to: seen by that account's subtree. */
function concerning(account: { id: number; username: string; path: string }) {
  return { actorName: account.username, scopePath: account.path, targetId: account.id };
}

/** Forgotten passwords: a code to the account's phone or mailbox, then a new password. */
export class PasswordResetService {
  constructor(
    private readonly accounts: AccountsRepository,
    private readonly codes: VerificationCodesService,
    private readonly hasher: PasswordHasher,
    private readonly revoker: SessionRevoker,
    private readonly audit: AuditService,
    private readonly policy: PasswordPolicy,
  ) {}

  /** Answers the same whether or not an account uses the contact, so that nobody can probe for one. */
  sendCode(contact: string, actor: Actor): Promise<void> {
    const entry: AuditEntry = { action: 'auth.password.code', targetType: 'account' };
    return audited(this.audit, actor, entry, async () => {
      contactKind(contact);
      this.codes.limitAddress(actor.ip);
      const account = await this.accounts.findByContact(contact);
      if (!account) {
        await this.codes.withhold('reset', contact);
        return { detail: { issued: false }, result: undefined };
      }
      Object.assign(entry, concerning(account));
      await this.codes.issue('reset', contact, account);
      return { detail: { issued: true }, result: undefined };
    });
  }

  /**
   * The password rules are checked first and alike for every contact, so that the answer never
   * tells whether an account uses it; the rule that names the username only once the code proved
   * the caller owns the account. Neither refusal costs the code.
   */
  reset(input: { contact: string; password: string; scode: string }, actor: Actor): Promise<void> {
    const entry: AuditEntry = { action: 'auth.password.reset', targetType: 'account' };
    return audited(this.audit, actor, entry, async () => {
      contactKind(input.contact);
      assertPasswordMeetsPolicy(input.password, this.policy, '');
      const account = await this.accounts.findByContact(input.contact);
      if (account) Object.assign(entry, concerning(account));
      const accountId = await this.codes.consume('reset', input.contact, input.scode, (owner) => {
        if (account?.id === owner) assertPasswordMeetsPolicy(input.password, this.policy, account.username);
      });
      if (!account || account.id !== accountId) throw fail.badRequestKey('error.codeInvalid');
      await this.accounts.setPassword(account.id, await this.hasher.hash(input.password));
      await this.revoker.endAllOf(account.id, 'password reset with a code');
      return { result: undefined };
    });
  }
}
