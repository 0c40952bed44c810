import type { Device } from '@lamplighter/contract';
import { count, desc, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { presentDevice, selectDevices } from './device-presenter';
import { devices } from './devices.table';

/**
 * One page of the devices `where` finds, newest first, and how many it finds: the list of a
 * family (gateways, loop controllers) adds its own columns to these rows.
 */
export async function pageOfDevices(
  db: Database,
  where: SQL | undefined,
  page: { pagenum: number; pagesize: number },
): Promise<{ list: Device[]; total: number }> {
  const [rows, [total]] = await Promise.all([
    selectDevices(db)
      .where(where)
      .orderBy(desc(devices.id))
      .limit(page.pagesize)
      .offset((page.pagenum - 1) * page.pagesize),
    db.select({ value: count() }).from(devices).where(where),
  ]);
  return { list: rows.map(presentDevice), total: total?.value ?? 0 };
}
