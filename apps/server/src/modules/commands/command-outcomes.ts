import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows-of';
import type { NotificationsService } from '../notifications/notifications.service';

interface Finished {
  id: number;
  account_id: number;
  method: string;
  total: number;
  succeeded: number;
  failed: number;
  first_failed: string;
  devices: string;
}

/**
 * Tells the sender of a command that finished with failures: once no device of it is queued,
 * sent or delivered any more and some failed or expired. Commands whose devices settle together
 * are looked at in one statement; the notification's event is the command, so it is sent once
 * whichever process saw the last device settle.
 */
export class CommandOutcomes {
  private pending = new Set<number>();
  private checking: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Database,
    private readonly notifications: NotificationsService,
    private readonly onError: (error: unknown) => void,
  ) {}

  /** A device of the command reached a final state. */
  settled(commandId: number): void {
    const first = this.pending.size === 0;
    this.pending.add(commandId);
    if (first) this.checking = this.checking.then(() => this.check()).catch(this.onError);
  }

  /** Resolves once the commands told of so far are looked at. */
  idle(): Promise<void> {
    return this.checking;
  }

  private async check(): Promise<void> {
    const ids = [...this.pending];
    this.pending = new Set();
    const finished = rowsOf<Finished>(
      await this.db.execute(sql`
        select c.id, c.account_id, c.method, count(*)::int as total,
          count(*) filter (where d.state = 'succeeded')::int as succeeded,
          count(*) filter (where d.state <> 'succeeded')::int as failed,
          array_to_string((array_agg(d.device_code order by d.device_code) filter (where d.state <> 'succeeded'))[1:5], ', ') as devices,
          min(d.device_code) filter (where d.state <> 'succeeded') as first_failed
        from commands c join command_devices d on d.command_id = c.id
        where c.id = any(${`{${ids.join(',')}}`}::bigint[])
        group by c.id
        having count(*) filter (where d.state in ('queued', 'sent', 'delivered')) = 0
          and count(*) filter (where d.state <> 'succeeded') > 0`),
    );
    await this.notifications.notifyAll(
      finished.map((command) => ({
        accountId: command.account_id,
        titleKey: 'notify.commandFailed.title',
        contentKey: 'notify.commandFailed.content',
        params: {
          method: command.method,
          total: command.total,
          succeeded: command.succeeded,
          failed: command.failed,
          devices: command.devices,
        },
        jumpPath: `/device/control?deviceCode=${encodeURIComponent(command.first_failed)}`,
        eventKey: `command:${command.id}`,
      })),
    );
  }
}
