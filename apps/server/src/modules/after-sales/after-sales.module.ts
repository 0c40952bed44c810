import type { ModuleParts } from '../../platform/module-parts';
import type { AccountsModule } from '../accounts/accounts.module';
import type { NotificationsModule } from '../notifications/notifications.module';
import { AfterSalesRepository } from './after-sales.repository';
import { afterSaleRoutes } from './after-sales.routes';
import { AfterSalesService } from './after-sales.service';
import { AttachmentStore } from './attachment-store';

/** After-sales tickets, their files and history; the people concerned are notified. */
export function afterSalesModule(
  { app, db, config, audit, resolve }: ModuleParts,
  { accounts, notifications }: { accounts: AccountsModule; notifications: NotificationsModule },
): void {
  const tickets = new AfterSalesService(
    new AfterSalesRepository(db),
    new AttachmentStore(config.attachmentDir),
    notifications.notifications,
    accounts,
    audit,
  );
  afterSaleRoutes(app, resolve, tickets);
}
