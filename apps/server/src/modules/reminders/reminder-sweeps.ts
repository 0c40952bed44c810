import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows-of';
import type { NewNotification, NotificationsService } from '../notifications/notifications.service';

const DAY_MS = 86_400_000;
/** Device numbers named in one reminder; the jump path shows them all. */
const NAMED_DEVICES = 10;

/** The expiry reminders: within 30 days (but not yet 7), and within 7 days. */
const EXPIRY_WINDOWS = [
  { kind: 'expiry-30', from: 8, to: 30, days: 30 },
  { kind: 'expiry-7', from: 0, to: 7, days: 7 },
] as const;

/** One reminder for one account: the devices of its subtree it concerns. */
interface Due {
  recipient: number;
  count: number;
  first: number;
  codes: string;
  day: string;
  project_id: number | null;
  project: string | null;
}

function dayOf(at: number): string {
  return new Date(at).toISOString().slice(0, 10);
}

/**
 * Reminders the platform sends on its own: devices whose package or SIM runs out, and devices
 * offline for over a day. Each kind is one statement whatever the number of devices: it records
 * the devices found (device_reminders) and answers, per account that sees them (their owner and
 * the owner's ancestors), the ones it had not recorded before, so that every device is told of
 * once per kind and day even when several processes sweep at once.
 */
export class ReminderSweeps {
  constructor(
    private readonly db: Database,
    private readonly notifications: NotificationsService,
    private readonly now: () => number,
  ) {}

  async sweep(): Promise<void> {
    for (const window of EXPIRY_WINDOWS) await this.expiring(window);
    await this.offline();
  }

  private async expiring(window: (typeof EXPIRY_WINDOWS)[number]): Promise<void> {
    const today = this.now();
    const from = dayOf(today + window.from * DAY_MS);
    const to = dayOf(today + window.to * DAY_MS);
    const inWindow = (column: string) =>
      sql.raw(`case when d.${column} between '${from}'::date and '${to}'::date then d.${column} end`);
    const rows = rowsOf<Due>(
      await this.db.execute(sql`
        with due as (
          select d.id, d.code, d.account_id, least(${inWindow('package_expire')}, ${inWindow('sim_end')}) as ends
          from devices d
          where d.package_expire between ${from}::date and ${to}::date
             or d.sim_end between ${from}::date and ${to}::date
        ), remembered as (
          insert into device_reminders (device_id, kind, day)
          select id, ${window.kind}, ends from due
          on conflict do nothing
          returning device_id
        )
        ${recipientsOf(sql`due`, sql`min(due.ends)::text`, sql`null::int`, sql`null::text`)}
      `),
    );
    await this.notifications.notifyAll(
      rows.map((row) =>
        reminder(row, `${window.kind}:${row.day}`, {
          titleKey: 'notify.expiry.title',
          contentKey: 'notify.expiry.content',
          params: { count: row.count, days: window.days, devices: row.codes, day: row.day },
          jumpPath: `/device/list?expiry=${window.days}`,
        }),
      ),
    );
  }

  private async offline(): Promise<void> {
    const now = this.now();
    const today = dayOf(now);
    const dayAgo = new Date(now - DAY_MS);
    const rows = rowsOf<Due>(
      await this.db.execute(sql`
        with due as (
          select d.id, d.code, d.account_id, d.project_id
          from devices d join device_presence p on p.device_id = d.id
          where p.offline and p.offline_at <= ${dayAgo.toISOString()}::timestamptz
        ), remembered as (
          insert into device_reminders (device_id, kind, day)
          select id, 'offline', ${today}::date from due
          on conflict do nothing
          returning device_id
        )
        ${recipientsOf(sql`due`, sql`${today}::text`, sql`due.project_id`, sql`(select name from projects where id = due.project_id)`)}
      `),
    );
    await this.notifications.notifyAll(
      rows.map((row) =>
        reminder(row, `offline:${today}:${row.project_id}`, {
          titleKey: 'notify.offline.title',
          contentKey: 'notify.offline.content',
          params: { count: row.count, project: row.project ?? '', devices: row.codes },
          jumpPath: `/device/list?runstate=4&projectid=${row.project_id}`,
        }),
      ),
    );
  }
}

/**
 * The newly recorded devices of `due` per enabled account that sees them, grouped also by
 * `project` when one is given: how many, the first few numbers, and `day`.
 */
function recipientsOf(
  due: ReturnType<typeof sql>,
  day: ReturnType<typeof sql>,
  project: ReturnType<typeof sql>,
  projectName: ReturnType<typeof sql>,
) {
  return sql`
    select r.id as recipient, count(*)::int as count, min(${due}.id) as first,
      array_to_string((array_agg(${due}.code order by ${due}.code))[1:${sql.raw(String(NAMED_DEVICES))}], ', ')
        || case when count(*) > ${sql.raw(String(NAMED_DEVICES))} then ' …' else '' end as codes,
      ${day} as day, ${project} as project_id, ${projectName} as project
    from remembered m
    join ${due} on ${due}.id = m.device_id
    join accounts owner on owner.id = ${due}.account_id
    join accounts r on r.enabled and owner.path like r.path || '%'
    group by r.id, ${project}`;
}

/** One reminder to one account; its event names the kind, the day and the first device. */
function reminder(
  row: Due,
  event: string,
  message: Pick<NewNotification, 'titleKey' | 'contentKey' | 'params' | 'jumpPath'>,
): NewNotification {
  return { accountId: row.recipient, eventKey: `${event}:${row.first}:${row.count}`, ...message };
}
