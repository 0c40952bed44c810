import type { ModuleParts } from '../../platform/module-parts';
import type { CallerResolver } from '../../platform/routes';
import type { BackgroundDelivery } from '../messaging/background-delivery';
import { AccessTokens } from './access-token';
import { authRoutes } from './auth.routes';
import { AuthService } from './auth.service';
import { CallerCache } from './caller-cache';
import { type CaptchaGenerator, CaptchaService } from './captcha.service';
import { CaptchasRepository } from './captchas.repository';
import { PasswordHasher } from './password-hasher';
import { limitPublicCalls } from './public-call-limit';
import { SessionRevoker } from './session-revoker';
import { SessionsRepository } from './sessions.repository';
import { SignInAccountsRepository } from './sign-in-accounts.repository';
import { SignInFailuresRepository } from './sign-in-failures.repository';
import { SignInGuard } from './sign-in-guard';
import { VerificationCodesRepository } from './verification-codes.repository';
import { VerificationCodesService } from './verification-codes.service';

/** What the other modules use of sign-in: who calls, passwords, sessions and verification codes. */
export interface AuthModule {
  resolve: CallerResolver;
  hasher: PasswordHasher;
  /** Ends sessions (a password changed, an account disabled) and forgets their callers. */
  revoker: SessionRevoker;
  callers: CallerCache;
  codes: VerificationCodesService;
}

/** Sign-in, tokens, captchas, password reset, and the limit on unauthenticated calls. */
export async function authModule(
  { app, db, config, events, settings, audit, resolve, now }: ModuleParts,
  uses: { messages: BackgroundDelivery; captchas: CaptchaGenerator },
): Promise<AuthModule> {
  const accounts = new SignInAccountsRepository(db);
  const sessions = new SessionsRepository(db);
  const hasher = new PasswordHasher(config.passwordHashCost);
  const codes = new VerificationCodesService(
    new VerificationCodesRepository(db),
    uses.messages,
    await settings.getOrCreate('code_hash_key', AccessTokens.generateKey),
    now,
  );
  const tokens = new AccessTokens(
    await settings.getOrCreate('token_signing_key', AccessTokens.generateKey),
    now,
  );
  const callers = new CallerCache();
  const revoker = new SessionRevoker(
    sessions,
    events.invalidation.register('callers', () => callers.clear()),
  );
  const captchas = new CaptchaService(
    new CaptchasRepository(db),
    uses.captchas,
    config.signInGuard.captchaTtlMs,
    now,
  );
  const auth = new AuthService(
    accounts,
    sessions,
    revoker,
    callers,
    tokens,
    hasher,
    audit,
    new SignInGuard(new SignInFailuresRepository(db), config.signInGuard, now),
    captchas,
    {
      accessTtlSeconds: config.accessTokenTtl,
      refreshTtlSeconds: config.refreshTokenTtl,
      signInAttemptsPerMinute: config.signInAttemptsPerMinute,
    },
    now,
  );
  limitPublicCalls(app, resolve, config.publicCallsPerMinute, now);
  authRoutes(app, resolve, auth, config.webClient, captchas);
  return { resolve: (token) => auth.resolveCaller(token), hasher, revoker, callers, codes };
}
