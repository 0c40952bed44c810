import type postgres from 'postgres';
import { adminAccountId, insertDevices, insertProject } from '../e2e/map-fixture';

export const CITY_DISTRICTS = 10;

/**
 * `devices` devices of the administrator in CITY_DISTRICTS projects, laid out like a city's street
 * lights over ten districts, every light with a latest load power (a third of them off), one in
 * fifty in alarm and one in a hundred faulty. Answers the time it took, in ms.
 */
export async function fillCity(sql: postgres.Sql, devices: number): Promise<number> {
  const started = performance.now();
  const admin = await adminAccountId(sql);
  for (let district = 0; district < CITY_DISTRICTS; district++) {
    const project = await insertProject(sql, admin, `District ${district + 1}`);
    await insertDevices(sql, {
      accountId: admin,
      projectId: project,
      prefix: `D${district}`,
      count: devices / CITY_DISTRICTS,
      origin: [115.0 + (district % 5) * 0.7, 39.0 + Math.floor(district / 5) * 0.5],
      layout: 'city',
    });
  }
  await sql`
    insert into telemetry_latest (device_id, key, ts, number_value)
      select id, 'loadPower', now(), case when id % 3 = 0 then 0 else 40 + id % 80 end from devices`;
  await sql`update devices set run_state = case when id % 100 = 0 then 3 when id % 50 = 0 then 2 else 1 end`;
  await sql`analyze devices`;
  await sql`analyze telemetry_latest`;
  return Math.round(performance.now() - started);
}
