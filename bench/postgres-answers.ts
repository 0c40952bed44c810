import postgres from 'postgres';

/** Whether a PostgreSQL server answers at `url`: the benchmarks run on it too when it does. */
export async function postgresAnswers(url: string): Promise<boolean> {
  const sql = postgres(url, { max: 1, connect_timeout: 2, onnotice: () => {} });
  try {
    await sql`select 1`;
    return true;
  } catch {
    return false;
  } finally {
    await sql.end();
  }
}
