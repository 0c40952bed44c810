import {
  checkPassword,
  PASSWORD_MAX_LENGTH,
  type PasswordPolicy,
  type RuleFailure,
  type UserInfo,
} from '@lamplighter/contract';
import type { UploadedFile } from '../../platform/body-parsers';
import type { Actor, Caller } from '../../platform/caller';
import { fail } from '../../platform/errors';
import { imageTypeOf, initialsAvatar } from '../../platform/images';
import type { AuditService } from '../audit/audit.service';
import { type AuditEntry, audited } from '../audit/audited';
import type { CallerCache } from '../auth/caller-cache';
import type { PasswordHasher } from '../auth/password-hasher';
import type { SessionRevoker } from '../auth/session-revoker';
import { contactKind, type VerificationCodesService } from '../auth/verification-codes.service';
import { assertPasswordMeetsPolicy } from './account-rules';
import type { AccountsRepository } from './accounts.repository';
import type { FaceLinkQuery, FaceLinks } from './face-links';
import type { ProfileRepository } from './profile.repository';

export interface ProfileUpdate {
  realname?: string | undefined;
  email?: string | undefined;
  mobile?: string | undefined;
  scode?: string | undefined;
  oldpassword?: string | undefined;
  password?: string | undefined;
}

/** What a signed-in person does with their own account. */
export class ProfileService {
  constructor(
    private readonly profiles: ProfileRepository,
    private readonly accounts: AccountsRepository,
    private readonly codes: VerificationCodesService,
    private readonly hasher: PasswordHasher,
    private readonly revoker: SessionRevoker,
    private readonly cache: CallerCache,
    private readonly audit: AuditService,
    private readonly faceLinks: FaceLinks,
    private readonly settings: {
      policy: PasswordPolicy;
      faceMaxBytes: number;
      map: { tileUrl: string; attribution: string };
    },
    private readonly now: () => number = Date.now,
  ) {}

  info(caller: Caller): Promise<UserInfo> {
    return this.cache.accountView('profile', caller.accountId, this.now(), () =>
      this.loadInfo(caller.accountId),
    );
  }

  private async loadInfo(accountId: number): Promise<UserInfo> {
    const row = await this.profiles.profile(accountId);
    if (!row) throw fail.invalidToken();
    return {
      id: row.id,
      username: row.username,
      realname: row.realname,
      headurl: this.faceLinks.link(row.id, row.faceUpdatedAt?.getTime() ?? 0),
      createtime: row.createdAt.toISOString(),
      deadline: row.deadline?.toISOString() ?? null,
      mobile: row.mobile ?? '',
      email: row.email ?? '',
      rolename: row.roleName,
      rolecode: row.roleCode,
      parentid: row.parentId ?? 0,
      isbindetype: row.emailBound ? 1 : 0,
      isbindmtype: row.mobileBound ? 1 : 0,
      roles: [row.roleCode, ...row.permissions].map((idenkey) => ({ idenkey })),
    };
  }

  update(caller: Caller, input: ProfileUpdate, actor: Actor): Promise<UserInfo> {
    const entry: AuditEntry = { action: 'user.update', targetType: 'account', targetId: caller.accountId };
    return audited(this.audit, actor, entry, async () => {
      const current = await this.loadInfo(caller.accountId);
      const mobileChanges = input.mobile !== undefined && input.mobile !== current.mobile;
      const emailChanges = input.email !== undefined && input.email !== current.email;
      if (mobileChanges && emailChanges) throw fail.invalidField('mobile', 'validation.oneContactAtATime');
      const newContact = mobileChanges ? input.mobile : emailChanges ? input.email : undefined;
      if (newContact) {
        if (!input.scode) throw fail.invalidField('scode', 'validation.codeRequired');
        const kind = contactKind(newContact);
        if (await this.accounts.contactTaken(kind, newContact, caller.accountId)) {
          throw fail.conflict(kind === 'mobile' ? 'error.mobileTaken' : 'error.emailTaken');
        }
        if ((await this.codes.consume('bind', newContact, input.scode)) !== caller.accountId) {
          throw fail.invalidField('scode', 'error.codeInvalid');
        }
      }
      if (input.password !== undefined)
        await this.changePassword(caller, input.oldpassword ?? '', input.password, actor);
      await this.accounts.update(caller.accountId, {
        ...(input.realname !== undefined ? { realname: input.realname } : {}),
        ...(mobileChanges ? { mobile: input.mobile, mobileBound: true } : {}),
        ...(emailChanges ? { email: input.email || null, emailBound: input.email !== '' } : {}),
      });
      this.revoker.forgetCallers();
      return {
        detail: { realname: input.realname !== undefined, mobile: mobileChanges, email: emailChanges },
        result: await this.loadInfo(caller.accountId),
      };
    });
  }

  /** Audited on its own too, so that password changes can be found apart from other changes. */
  private changePassword(caller: Caller, oldPassword: string, password: string, actor: Actor) {
    const entry: AuditEntry = { action: 'user.password', targetType: 'account', targetId: caller.accountId };
    return audited(this.audit, actor, entry, async () => {
      const stored = await this.accounts.passwordHash(caller.accountId);
      if (!stored || !(await this.hasher.verify(stored, oldPassword))) {
        throw fail.invalidField('oldpassword', 'error.wrongOldPassword');
      }
      assertPasswordMeetsPolicy(password, this.settings.policy, caller.username);
      await this.accounts.setPassword(caller.accountId, await this.hasher.hash(password));
      await this.revoker.endAllOf(caller.accountId, 'password changed', caller.sessionId);
      return { result: undefined };
    });
  }

  /** Why the password does not meet the policy; null when it does. */
  checkPassword(password: string, username: string): RuleFailure | null {
    return checkPassword(password, this.settings.policy, username);
  }

  sendBindCode(caller: Caller, contact: string, actor: Actor): Promise<void> {
    const entry: AuditEntry = { action: 'user.bindcode', targetType: 'account', targetId: caller.accountId };
    return audited(this.audit, actor, entry, async () => {
      const kind = contactKind(contact);
      this.codes.limitAddress(actor.ip);
      if (await this.accounts.contactTaken(kind, contact, caller.accountId)) {
        throw fail.conflict(kind === 'mobile' ? 'error.mobileTaken' : 'error.emailTaken');
      }
      await this.codes.issue('bind', contact, { id: caller.accountId, path: caller.path });
      return { detail: { channel: kind }, result: undefined };
    });
  }

  async face(caller: Caller): Promise<{ mime: string; data: Buffer }> {
    const stored = await this.profiles.face(caller.accountId);
    if (stored) return { mime: stored.mime, data: stored.data };
    return { mime: 'image/svg+xml', data: Buffer.from(initialsAvatar(caller.username)) };
  }

  /** The avatar a signed link names, and how long it may be cached; 403 for a link altered or expired. */
  async faceByLink(query: FaceLinkQuery): Promise<{ mime: string; data: Buffer; maxAge: number }> {
    const link = this.faceLinks.verify(query);
    const row = link && (await this.profiles.profile(link.accountId));
    if (!link || !row) throw fail.forbidden('error.faceLinkInvalid');
    const stored = await this.profiles.face(row.id);
    const image = stored ?? { mime: 'image/svg+xml', data: Buffer.from(initialsAvatar(row.username)) };
    return { mime: image.mime, data: image.data, maxAge: link.secondsLeft };
  }

  uploadFace(caller: Caller, file: UploadedFile | undefined, actor: Actor): Promise<{ headurl: string }> {
    const entry: AuditEntry = { action: 'user.face', targetType: 'account', targetId: caller.accountId };
    return audited(this.audit, actor, entry, async () => {
      if (!file) throw fail.badRequestKey('error.fileMissing');
      const mime = imageTypeOf(file.data);
      if (!mime) throw fail.badRequestKey('error.notImage');
      const updatedAt = await this.profiles.saveFace(caller.accountId, mime, file.data);
      this.revoker.forgetCallers();
      return {
        detail: { bytes: file.data.length, mime },
        result: { headurl: this.faceLinks.link(caller.accountId, updatedAt.getTime()) },
      };
    });
  }

  publicConfig() {
    return {
      passwordPolicy: this.settings.policy.policy,
      passwordMinLength: this.settings.policy.minLength,
      passwordMaxLength: PASSWORD_MAX_LENGTH,
      faceMaxBytes: this.settings.faceMaxBytes,
      mapTileUrl: this.settings.map.tileUrl,
      mapAttribution: this.settings.map.attribution,
    };
  }
}
