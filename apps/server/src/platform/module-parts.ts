import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Database, Store } from '../db/client';
import type { AuditService } from '../modules/audit/audit.service';
import type { SettingsRepository } from '../modules/settings/settings.repository';
import type { EventBus } from './event-bus';
import type { PlatformBus } from './platform-bus';
import type { CallerResolver } from './routes';
import type { SweepLease } from './sweep-lease';

/**
 * What every module is wired from: the platform's shared parts. Each module's `<domain>.module.ts`
 * takes them (and the parts of the modules it builds on), registers its routes, hooks and
 * subscriptions, and answers what other modules may use of it.
 */
export interface PlatformParts {
  /** The HTTP app the module registers its routes and hooks on. */
  app: FastifyInstance;
  db: Database;
  /** Which store holds the data: the embedded one has a single connection. */
  storeKind: Store['kind'];
  config: Config;
  log: FastifyBaseLogger;
  /** What the browsers are told live; also the device broker's emitter. */
  events: EventBus;
  /** What this process shares with the others of the installation (Redis), or keeps alone. */
  bus: PlatformBus;
  /** The installation's own values (signing keys, what bootstrap and the demo did). */
  settings: SettingsRepository;
  /** The caller of a request, as the auth module resolves it. */
  resolve: CallerResolver;
  /** Whether this process runs the installation's periodic sweeps: modules skip them while it does not. */
  sweepLease: SweepLease;
  now: () => number;
}

/** The shared parts once the audit log is wired: every module that changes data records it there. */
export interface ModuleParts extends PlatformParts {
  audit: AuditService;
}
