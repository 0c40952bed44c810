import type postgres from 'postgres';

/**
 * Devices for the map put straight into PostgreSQL (no screen makes thousands of them), owned by
 * the administrator. Run states cycle through normal x5, alarm, fault, offline, upgrading and none,
 * so that of every 10 devices 5 are normal and one is in each other state.
 */
export const STATE_CYCLE = [1, 1, 1, 1, 1, 2, 3, 4, 5, null] as const;

export async function adminAccountId(sql: postgres.Sql): Promise<number> {
  const [row] = await sql<{ id: number }[]>`select id from accounts where username = 'admin'`;
  if (!row) throw new Error('no admin account');
  return row.id;
}

export async function insertProject(sql: postgres.Sql, accountId: number, name: string): Promise<number> {
  const [row] = await sql<{ id: number }[]>`
    insert into projects (account_id, name) values (${accountId}, ${name}) returning id`;
  if (!row) throw new Error(`project ${name} not created`);
  return row.id;
}

interface Devices {
  accountId: number;
  projectId: number;
  /** Device numbers are the prefix and a running number; the token hashes derive from them. */
  prefix: string;
  count: number;
  /** South-west corner of the area. */
  origin: [lng: number, lat: number];
  /**
   * `clumps`: clumps of 100 (a street of lights 10 by 10, 15 m apart), six clumps a row, 0.03
   * degrees apart, so that each clump is one cluster at a city-wide zoom. `city`: spread over
   * 0.6 by 0.4 degrees like a city's street lights, pseudo-random but the same on every run.
   */
  layout: 'clumps' | 'city';
}

const offsets = {
  clumps: {
    lng: '((i / 100) % 6) * 0.03 + (i % 10) * 0.00015',
    lat: '((i / 100) / 6) * 0.03 + ((i / 10) % 10) * 0.00015',
  },
  city: {
    lng: '((i::bigint * 7919) % 100003) / 100003.0 * 0.6',
    lat: '((i::bigint * 104729) % 99991) / 99991.0 * 0.4',
  },
};

/** Inserts `count` devices of the project in one statement; type ids cycle through 1, 2, 3. */
export async function insertDevices(sql: postgres.Sql, devices: Devices): Promise<void> {
  const [lng, lat] = devices.origin;
  const offset = offsets[devices.layout];
  const states = STATE_CYCLE.map((state) => state ?? 'null').join(', ');
  await sql`
    insert into devices (code, name, type_id, account_id, project_id, longitude, latitude, run_state, token_hash, token_hint)
    select ${devices.prefix} || '-' || lpad(i::text, 6, '0'), ${devices.prefix} || ' lamp ' || i, 1 + i % 3,
      ${devices.accountId}, ${devices.projectId},
      ${lng}::float8 + ${sql.unsafe(offset.lng)}, ${lat}::float8 + ${sql.unsafe(offset.lat)},
      (array[${sql.unsafe(states)}]::smallint[])[1 + i % ${STATE_CYCLE.length}],
      md5(${devices.prefix} || i), right(md5(${devices.prefix} || i), 4)
    from generate_series(0, ${devices.count - 1}::int) as i`;
}
