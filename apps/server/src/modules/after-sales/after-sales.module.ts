import type { LiveEventData } from '@lamplighter/contract';
import type { ModuleParts } from '../../platform/module-parts';
import type { AccountsModule } from '../accounts/accounts.module';
import type { NotificationsModule } from '../notifications/notifications.module';
import { AfterSalesRepository } from './after-sales.repository';
import { afterSaleRoutes } from './after-sales.routes';
import { AfterSalesService } from './after-sales.service';
import { AttachmentStore } from './attachment-store';
import { ReturningFaults } from './returning-faults';

/**
 * Completed device faults are looked at every hour, the first time a minute after start; one is
 * verified a day after its completion.
 */
const VERIFY_SWEEP_MS = 3_600_000;
const FIRST_SWEEP_MS = 60_000;

/** After-sales tickets, their files and history; the people concerned are notified. */

export function afterSalesModule(
  { app, db, config, audit, resolve, events, log, sweepLease, now }: ModuleParts,
  { accounts, notifications }: { accounts: AccountsModule; notifications: NotificationsModule },
): void {
  const tickets = new AfterSalesService(
    new AfterSalesRepository(db, events.invalidation),
    new AttachmentStore(config.attachmentDir),
    notifications.notifications,
    accounts,
    audit,
  );
  afterSaleRoutes(app, resolve, tickets, now);
  const failed = (error: unknown) => log.error({ err: error }, 'after-sales follow-up failed');
  const returning = new ReturningFaults((reasons) => tickets.faultsReturned(reasons, now()), failed);
  // Each warning once, in the process that raised it: a returning fault reopens its ticket once.
  const unsubscribe = events.subscribeRaisedHere((event) => {
    if (event.type !== 'warning') return;
    const warning = event.data as LiveEventData<'warning'>;
    // A device going silent is not its repaired fault coming back.
    if (warning.cleared || warning.deviceid === null || warning.kind === 'offline') return;
    returning.warned(warning.deviceid, warning.reason || warning.kind);
  });
  const verify = () => {
    if (sweepLease.held) tickets.verifyQuiet(now()).catch(failed);
  };
  const first = setTimeout(verify, FIRST_SWEEP_MS);
  const timer = setInterval(verify, VERIFY_SWEEP_MS);
  first.unref();
  timer.unref();
  app.addHook('onClose', async () => {
    clearTimeout(first);
    clearInterval(timer);
    unsubscribe();
    await returning.idle();
  });
}
