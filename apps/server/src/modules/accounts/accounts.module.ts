import type { Caller } from '../../platform/caller';
import type { ModuleParts } from '../../platform/module-parts';
import { AccessTokens } from '../auth/access-token';
import type { AuthModule } from '../auth/auth.module';
import { AccountsQueries } from './accounts.queries';
import { AccountsRepository } from './accounts.repository';
import { accountRoutes } from './accounts.routes';
import { AccountsService } from './accounts.service';
import { FaceLinks } from './face-links';
import { passwordResetRoutes } from './password-reset.routes';
import { PasswordResetService } from './password-reset.service';
import { ProfileRepository } from './profile.repository';
import { profileRoutes } from './profile.routes';
import { ProfileService } from './profile.service';

/** What other modules use of the accounts: the service, and where an account sits in the tree. */
export interface AccountsModule {
  accounts: AccountsService;
  /** The account's place in the tree (its subtree's path); undefined when it is gone. */
  pathOf(accountId: number): Promise<string | undefined>;
  /** Whether the account lies in the caller's subtree. */
  inSubtree(caller: Caller, accountId: number): Promise<boolean>;
  /** Calls `forget` whenever accounts move in the tree or are deleted, by any process. */
  onTreeChanged(forget: () => void): void;
  /** An account of the caller's subtree, by its id; undefined outside it. */
  member(
    caller: Caller,
    accountId: number,
  ): Promise<{ id: number; username: string; enabled: boolean } | undefined>;
}

/** What every process clears when accounts move or go: whatever it keeps of their paths. */
const TREE_CHANGED = 'account-tree';

/** The account tree, and each person's own profile. */
export async function accountsModule(
  { app, db, config, events, settings, audit, resolve, now }: ModuleParts,
  { auth }: { auth: AuthModule },
): Promise<AccountsModule> {
  const repository = new AccountsRepository(db);
  const accounts = new AccountsService(
    repository,
    new AccountsQueries(db),
    auth.hasher,
    auth.revoker,
    () => events.invalidation.announce(TREE_CHANGED),
    audit,
    config.passwordPolicy,
    now,
  );
  const profile = new ProfileService(
    new ProfileRepository(db),
    repository,
    auth.codes,
    auth.hasher,
    auth.revoker,
    auth.callers,
    audit,
    new FaceLinks(
      await settings.getOrCreate('face_link_key', AccessTokens.generateKey),
      config.faceLinkTtlMs,
      now,
    ),
    { policy: config.passwordPolicy, faceMaxBytes: config.faceMaxBytes, map: config.map },
    now,
  );
  const passwordReset = new PasswordResetService(
    repository,
    auth.codes,
    auth.hasher,
    auth.revoker,
    audit,
    config.passwordPolicy,
  );
  profileRoutes(app, resolve, profile);
  passwordResetRoutes(app, resolve, passwordReset);
  accountRoutes(app, resolve, accounts);
  return {
    accounts,
    pathOf: (accountId) => repository.pathOf(accountId),
    onTreeChanged: (forget) => {
      events.invalidation.register(TREE_CHANGED, forget);
    },
    inSubtree: async (caller, accountId) =>
      (await repository.findInSubtree(caller.path, accountId)) !== undefined,
    member: async (caller, accountId) => {
      const found = await repository.findInSubtree(caller.path, accountId);
      return found && { id: found.id, username: found.username, enabled: found.enabled };
    },
  };
}
