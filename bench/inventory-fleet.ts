/**
 * A city's inventory put straight into the database for the benchmarks: 10 projects of 5 groups,
 * and `count` devices spread over them, of every light family, with run states, SIM and package
 * ends spread over two years and coordinates over a city. The same rows on every run.
 */
export function fleetSql(accountId: number, count: number): string {
  return `
    insert into projects (account_id, name, province, city)
      select ${accountId}, 'Bench district ' || p, '浙江省', 'Hangzhou' from generate_series(1, 10) as p;
    insert into device_groups (project_id, account_id, name)
      select pr.id, ${accountId}, 'Street ' || g from projects pr, generate_series(1, 5) as g
      where pr.name like 'Bench district %';
    with placed as (
      select i, pr.id as project_id, gr.id as group_id
      from generate_series(0, ${count - 1}) as i
      join projects pr on pr.name = 'Bench district ' || (1 + i % 10)
      join device_groups gr on gr.project_id = pr.id and gr.name = 'Street ' || (1 + (i / 10) % 5)
    )
    insert into devices (code, name, type_id, account_id, project_id, group_id, serial_number,
      pole_number, longitude, latitude, run_state, package_expire, sim_start, sim_end,
      token_hash, token_hint)
    select 'BL-' || lpad(i::text, 6, '0'), 'Lamp ' || i || ' of street ' || (1 + (i / 10) % 5),
      1 + i % 3, ${accountId}, project_id, group_id, 'SN' || (1000000 + i), 'P-' || i,
      120.0 + ((i::bigint * 7919) % 100003) / 100003.0 * 0.6,
      30.0 + ((i::bigint * 104729) % 99991) / 99991.0 * 0.4,
      (array[1, 1, 1, 1, 1, 2, 3, 4, 5, null]::smallint[])[1 + i % 10],
      current_date + (i % 730) - 30, current_date - 365, current_date + (i % 700) - 20,
      md5('bench' || i), right(md5('bench' || i), 4)
    from placed;`;
}

/**
 * Run after `fleetSql`, on its own (VACUUM runs outside a transaction): what autovacuum does to a
 * store soon after a bulk load — statistics, and the visibility map that lets a count or a page
 * read the index alone. Without it autovacuum would do this during the first measured views.
 */
export const settleFleetSql = 'vacuum (analyze) projects, device_groups, devices';
