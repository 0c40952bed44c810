import type { LiveEventData } from '@lamplighter/contract';
import type { ModuleParts } from '../../platform/module-parts';
import type { AccountsModule } from '../accounts/accounts.module';
import type { NotificationsModule } from '../notifications/notifications.module';
import { AfterSalesRepository } from './after-sales.repository';
import { afterSaleRoutes } from './after-sales.routes';
import { AfterSalesService } from './after-sales.service';
import { AttachmentStore } from './attachment-store';

/** After-sales tickets, their files and history; the people concerned are notified. */
/** Completed device faults are looked at every hour; one is verified a day after completion. */
const VERIFY_SWEEP_MS = 3_600_000;

export function afterSalesModule(
  { app, db, config, audit, resolve, events, log, now }: ModuleParts,
  { accounts, notifications }: { accounts: AccountsModule; notifications: NotificationsModule },
): void {
  const tickets = new AfterSalesService(
    new AfterSalesRepository(db),
    new AttachmentStore(config.attachmentDir),
    notifications.notifications,
    accounts,
    audit,
  );
  afterSaleRoutes(app, resolve, tickets, now);
  const failed = (error: unknown) => log.error({ err: error }, 'after-sales follow-up failed');
  const unsubscribe = events.subscribe((event) => {
    if (event.type !== 'warning') return;
    const warning = event.data as LiveEventData<'warning'>;
    if (warning.cleared || warning.deviceid === null) return;
    tickets.faultReturned(warning.deviceid, warning.reason || warning.kind, now()).catch(failed);
  });
  const verify = () => tickets.verifyQuiet(now()).catch(failed);
  app.addHook('onReady', async () => {
    await verify();
  });
  const timer = setInterval(verify, VERIFY_SWEEP_MS);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    unsubscribe();
  });
}
