import type { ModuleParts } from '../../platform/module-parts';
import type { NotificationsModule } from '../notifications/notifications.module';
import { ReminderSweeps } from './reminder-sweeps';

/** Every hour, and once at start: a device is told of once per kind and day, so the hour only bounds the delay. */
const SWEEP_MS = 3_600_000;

/** The reminders the platform sends on its own (expiring packages and SIMs, devices long offline). */
export function remindersModule(
  { app, db, log, now }: ModuleParts,
  { notifications }: { notifications: NotificationsModule },
) {
  const sweeps = new ReminderSweeps(db, notifications.notifications, now);
  let running: Promise<void> = Promise.resolve();
  const sweep = () => {
    running = running
      .then(() => sweeps.sweep())
      .catch((error: unknown) =>
        log.error({ err: error }, 'reminder sweep failed; the next one tries again'),
      );
  };
  app.addHook('onReady', async () => sweep());
  const timer = setInterval(sweep, SWEEP_MS);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
  return sweeps;
}
