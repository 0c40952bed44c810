import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { errorCodes, type MessageKey, translate } from '@lamplighter/contract';
import type { Actor, Caller } from '../../platform/caller';
import { ApiError, fail } from '../../platform/errors';
import type { AuditService } from '../audit/audit.service';
import { type AuditEntry, audited } from '../audit/audited';
import type { AccessTokens } from './access-token';
import { AttemptLimiter } from './attempt-limiter';
import type { CallerCache } from './caller-cache';
import type { CaptchaService } from './captcha.service';
import type { PasswordHasher } from './password-hasher';
import type { SessionRevoker } from './session-revoker';
import type { SessionsRepository } from './sessions.repository';
import type { Principal, SignInAccountsRepository, SignInRecord } from './sign-in-accounts.repository';
import type { SignInGuard } from './sign-in-guard';

export interface TokenSettings {
  accessTtlSeconds: number;
  refreshTtlSeconds: number;
  signInAttemptsPerMinute: number;
}

export interface SignInRequest {
  username: string;
  password: string;
  captchaid?: string | undefined;
  captcha?: string | undefined;
  clientId: string;
  userAgent: string;
}

export interface IssuedTokens {
  access_token: string;
  refresh_token: string;
  token_type: 'bearer';
  expires_in: number;
  refresh_expires_in: number;
}

function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

function invalidRefresh(detail: string): ApiError {
  return new ApiError(401, 401, `${translate('error.refreshInvalid')}: ${detail}`);
}

/** `params.captcha = 1` on a refusal tells the client that the next attempt needs a captcha. */
function refusal(httpStatus: number, code: number, key: MessageKey, params: Record<string, number> = {}) {
  const all = { ...params, captcha: 1 };
  return new ApiError(httpStatus, code, translate(key, 'en', all), {}, { key, params: all });
}

function accountExpired(principal: Pick<Principal, 'deadline'>, now: number): boolean {
  return principal.deadline !== null && principal.deadline.getTime() <= now;
}

/** Sign-in, token renewal, sign-out, and who is behind an access token. */
export class AuthService {
  private readonly addressLimiter: AttemptLimiter;

  constructor(
    private readonly accounts: SignInAccountsRepository,
    private readonly sessions: SessionsRepository,
    private readonly revoker: SessionRevoker,
    private readonly cache: CallerCache,
    private readonly tokens: AccessTokens,
    private readonly hasher: PasswordHasher,
    private readonly audit: AuditService,
    private readonly guard: SignInGuard,
    private readonly captchas: CaptchaService,
    private readonly settings: TokenSettings,
    private readonly now: () => number = Date.now,
  ) {
    this.addressLimiter = new AttemptLimiter(settings.signInAttemptsPerMinute, 60_000, now);
  }

  /**
   * Checks the password, after the address limit, the wait of this username from this address and
   * the captcha that repeated failures call for. Every answer depends only on what was sent and on
   * the failure counts, never on whether the username exists.
   */
  signIn(input: SignInRequest, actor: Actor): Promise<IssuedTokens> {
    const entry: AuditEntry = { action: 'auth.signin', targetType: 'account', actorName: input.username };
    const about = (account: SignInRecord) => ({ scopePath: account.path, targetId: account.accountId });
    /** The refusal, with its reason for the audit log and the account it concerns when known. */
    const refuse = (reason: string, error: ApiError, account?: SignInRecord) => {
      Object.assign(entry, { reason }, account && about(account));
      return error;
    };
    return audited(this.audit, actor, entry, async () => {
      const wait = this.addressLimiter.hit(actor.ip);
      if (wait > 0) throw refuse('address rate limit', fail.tooFrequent(wait));
      const gate = await this.guard.check(input.username, actor.ip);
      if (gate.waitSeconds > 0) {
        const error = refusal(429, 429, 'error.signInDelay', { seconds: gate.waitSeconds });
        error.headers['retry-after'] = String(gate.waitSeconds);
        throw refuse('waiting after failed sign-ins', error);
      }
      if (gate.captcha) {
        if (!input.captchaid || !input.captcha)
          throw refuse('captcha missing', refusal(400, 400, 'error.captchaRequired'));
        if (!(await this.captchas.solve(input.captchaid, input.captcha)))
          throw refuse('captcha wrong or expired', refusal(400, 400, 'error.captchaWrong'));
      }
      const account = await this.accounts.findForSignIn(input.username);
      const passwordHolds = account
        ? await this.hasher.verify(account.passwordHash, input.password)
        : await this.hasher.verifyNobody(input.password);
      if (!account || !passwordHolds) {
        const next = await this.guard.failed(input.username, actor.ip);
        const error = next.captcha
          ? refusal(401, errorCodes.wrongCredentials, 'error.2004')
          : fail.wrongCredentials();
        throw refuse(account ? 'wrong password' : 'unknown username', error, account);
      }
      if (!account.enabled) throw refuse('account disabled', fail.userDisabled(), account);
      if (accountExpired(account, this.now()))
        throw refuse('validity period ended', fail.forbidden('error.accountExpired'), account);
      Object.assign(entry, about(account), { actorName: account.username });
      await this.guard.succeeded(input.username, actor.ip);
      await this.accounts.recordSignInSuccess(account.accountId);
      const sessionId = randomUUID();
      const refreshToken = randomBytes(32).toString('base64url');
      const expiresAt = new Date(this.now() + this.settings.refreshTtlSeconds * 1000);
      await this.sessions.create({
        id: sessionId,
        accountId: account.accountId,
        clientId: input.clientId,
        ip: actor.ip,
        userAgent: input.userAgent,
        expiresAt,
        refreshTokenHash: hashRefreshToken(refreshToken),
      });
      return { result: await this.issue(account.accountId, sessionId, refreshToken, expiresAt) };
    });
  }

  async refresh(refreshToken: string, actor: Actor): Promise<IssuedTokens> {
    const nextToken = randomBytes(32).toString('base64url');
    const outcome = await this.sessions.rotate(hashRefreshToken(refreshToken), hashRefreshToken(nextToken));
    if (outcome.kind === 'unknown') throw invalidRefresh('unknown token');
    if (outcome.kind === 'reused') {
      await this.revoker.endOne(outcome.sessionId, 'refresh token reused');
      await this.audit.record(actor, {
        action: 'auth.refresh',
        result: 'failure',
        targetType: 'session',
        targetId: outcome.sessionId,
        detail: { reason: 'refresh token reused; session ended' },
      });
      throw invalidRefresh('token was already used; the session has been ended');
    }
    const { session } = outcome;
    if (session.revokedAt) throw invalidRefresh('session has ended');
    if (session.expiresAt.getTime() <= this.now()) throw invalidRefresh('token has expired');
    const principal = await this.accounts.principal(session.accountId);
    if (!principal?.enabled) throw fail.userDisabled();
    if (accountExpired(principal, this.now())) throw fail.forbidden('error.accountExpired');
    return this.issue(session.accountId, session.id, nextToken, session.expiresAt);
  }

  signOut(caller: Caller, actor: Actor): Promise<void> {
    return audited(this.audit, actor, { action: 'auth.signout', targetType: 'session' }, async () => {
      await this.revoker.endOne(caller.sessionId, 'signed out');
      return { result: undefined };
    });
  }

  /** The caller behind an access token; 2002 for any token that does not name a live session. */
  async resolveCaller(accessToken: string): Promise<Caller> {
    const claims = this.tokens.verify(accessToken);
    if (!claims) throw fail.invalidToken();
    const now = this.now();
    const cached = this.cache.get(claims.sessionId, now);
    const entry = cached ?? (await this.loadCaller(claims.sessionId, now));
    if (!entry || entry.caller.accountId !== claims.accountId) throw fail.invalidToken();
    if (entry.sessionExpiresAt <= now) throw fail.invalidToken();
    if (entry.deadline !== null && entry.deadline <= now) throw fail.invalidToken();
    return entry.caller;
  }

  private async loadCaller(sessionId: string, now: number) {
    const generation = this.cache.currentGeneration;
    const session = await this.sessions.find(sessionId);
    if (!session || session.revokedAt) return undefined;
    const principal = await this.accounts.principal(session.accountId);
    if (!principal?.enabled) return undefined;
    const entry = {
      caller: {
        accountId: principal.accountId,
        username: principal.username,
        path: principal.path,
        parentId: principal.parentId,
        roleId: principal.roleId,
        roleCode: principal.roleCode,
        permissions: new Set(principal.permissions),
        sessionId,
      },
      sessionExpiresAt: session.expiresAt.getTime(),
      deadline: principal.deadline?.getTime() ?? null,
    };
    this.cache.set(sessionId, entry, now, generation);
    return entry;
  }

  private async issue(accountId: number, sessionId: string, refreshToken: string, sessionExpiresAt: Date) {
    const now = this.now();
    const accessExpiresAt = Math.min(now + this.settings.accessTtlSeconds * 1000, sessionExpiresAt.getTime());
    return {
      access_token: this.tokens.sign({ accountId, sessionId }, new Date(accessExpiresAt)),
      refresh_token: refreshToken,
      token_type: 'bearer' as const,
      expires_in: Math.round((accessExpiresAt - now) / 1000),
      refresh_expires_in: Math.round((sessionExpiresAt.getTime() - now) / 1000),
    };
  }
}
