import type { ModuleParts } from '../../platform/module-parts';
import type { NotificationsModule } from '../notifications/notifications.module';
import { ReminderSweeps } from './reminder-sweeps';

/** Every hour: a device is told of once per kind and day, so the hour only bounds the delay. */
const SWEEP_MS = 3_600_000;
/** The first sweep a minute after start, once the start's own work is done. */
const FIRST_SWEEP_MS = 60_000;

/** The reminders the platform sends on its own (expiring packages and SIMs, devices long offline). */
export function remindersModule(
  { app, db, log, sweepLease, now }: ModuleParts,
  { notifications }: { notifications: NotificationsModule },
) {
  const sweeps = new ReminderSweeps(db, notifications.notifications, now);
  let running: Promise<void> = Promise.resolve();
  const sweep = () => {
    if (!sweepLease.held) return;
    running = running
      .then(() => sweeps.sweep())
      .catch((error: unknown) =>
        log.error({ err: error }, 'reminder sweep failed; the next one tries again'),
      );
  };
  const first = setTimeout(sweep, FIRST_SWEEP_MS);
  const timer = setInterval(sweep, SWEEP_MS);
  first.unref();
  timer.unref();
  app.addHook('onClose', async () => {
    clearTimeout(first);
    clearInterval(timer);
    await running;
  });
  return sweeps;
}
