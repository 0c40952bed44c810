/** Devices of one family for a bench, put straight into the database in one statement. */
export interface BenchDevices {
  /** The project of the administrator they are added to, made by the same SQL. */
  project: string;
  count: number;
  typeId: number;
  /** Their numbers are this, a dash and six digits from 000000; their names this and the number. */
  code: string;
  name: string;
  /** Their access tokens are this and their number, from 0. */
  tokenPrefix: string;
}

/**
 * SQL that adds a project of the administrator and the devices in it, their tokens stored as the
 * platform stores them (their SHA-256), so that a bench can connect thousands of devices without
 * adding them one call at a time.
 */
export function benchDevicesSql(devices: BenchDevices): string {
  return `
    insert into projects (account_id, name, province, city)
      select id, '${devices.project}', '浙江省', 'Hangzhou' from accounts where username = 'admin';
    insert into devices (code, name, type_id, account_id, project_id, token_hash, token_hint)
      select '${devices.code}-' || lpad(i::text, 6, '0'), '${devices.name} ' || i, ${devices.typeId},
        p.account_id, p.id, encode(sha256(convert_to('${devices.tokenPrefix}' || i, 'UTF8')), 'hex'),
        right(i::text, 4)
      from generate_series(0, ${devices.count - 1}) as i, projects p where p.name = '${devices.project}';`;
}
