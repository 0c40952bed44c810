import postgres from 'postgres';
import {
  freePort,
  type ServerProcess,
  startServerProcess,
  stopServerProcess,
  waitUntilRunning,
} from './server-process';
import { basicClientHeader, encodeForm } from './test-app';
import { dropTestKeys, testRedisPrefix } from './test-redis';
import { createTestDatabase } from './test-store';

export const CLUSTER_ADMIN_PASSWORD = 'Cluster#Lamp7x';

export interface PlatformProcess {
  server: ServerProcess;
  http: string;
  mqtt: string;
}

/** One answer of the API: its status and its envelope's data. */
export interface Answer<T = unknown> {
  status: number;
  data: T;
  message: string;
}

/**
 * Processes of one installation as an operator runs them: the built platform (`npm start`) each on
 * ports of its own, on one empty PostgreSQL database and one Redis under a prefix of their own.
 */
export async function startCluster(count: number, redisUrl: string) {
  const database = await createTestDatabase();
  const sql = postgres(database.url, { max: 1, onnotice: () => {} });
  const shared = {
    DATABASE_URL: database.url,
    REDIS_URL: redisUrl,
    REDIS_PREFIX: testRedisPrefix(),
    ADMIN_PASSWORD: CLUSTER_ADMIN_PASSWORD,
  };
  const processes: PlatformProcess[] = [];
  const launch = (mqttPort: number, httpPort: number) =>
    startServerProcess({ ...shared, MQTT_PORT: String(mqttPort) }, httpPort);
  const start = async () => {
    const mqttPort = await freePort();
    const server = launch(mqttPort, await freePort());
    const started = { server, http: `http://127.0.0.1:${server.port}`, mqtt: `mqtt://127.0.0.1:${mqttPort}` };
    processes.push(started);
    await waitUntilRunning(server, 90_000);
    return started;
  };
  const stop = async () => {
    await Promise.all(processes.map((each) => stopServerProcess(each.server)));
    await sql.end();
    await database.drop();
    await dropTestKeys(shared.REDIS_PREFIX);
  };
  // All at once, as a service manager starts them: one sets the empty database up, the others wait.
  try {
    await Promise.all(Array.from({ length: count }, start));
  } catch (error) {
    await stop();
    throw error;
  }

  return {
    processes,
    sql,
    async call<T>(
      at: PlatformProcess,
      path: string,
      init: { token?: string; form?: Record<string, string | number>; json?: unknown; method?: string } = {},
    ): Promise<Answer<T>> {
      const headers: Record<string, string> = {};
      if (init.token) headers.authorization = `Bearer ${init.token}`;
      let body: string | undefined;
      if (init.json !== undefined) {
        headers['content-type'] = 'application/json';
        body = JSON.stringify(init.json);
      } else if (init.form) {
        headers['content-type'] = 'application/x-www-form-urlencoded';
        body = encodeForm(init.form);
      }
      const response = await fetch(`${at.http}/prod-api${path}`, {
        method: init.method ?? (body === undefined ? 'GET' : 'POST'),
        headers,
        body,
      });
      const envelope = (await response.json()) as { data: T; message: string };
      return { status: response.status, data: envelope.data, message: envelope.message };
    },
    async signIn(
      at: PlatformProcess,
      username = 'admin',
      password = CLUSTER_ADMIN_PASSWORD,
    ): Promise<string> {
      const response = await fetch(`${at.http}/prod-api/remote/token`, {
        method: 'POST',
        headers: { authorization: basicClientHeader, 'content-type': 'application/x-www-form-urlencoded' },
        body: encodeForm({ grant_type: 'password', username, password }),
      });
      const answer = (await response.json()) as { data?: { access_token?: string }; message?: string };
      const token = answer.data?.access_token;
      if (!token) throw new Error(`no sign-in at ${at.http}: ${answer.message}`);
      return token;
    },
    /** Stops a process as its service manager would (SIGTERM) and starts it again on the same ports. */
    async restart(at: PlatformProcess): Promise<void> {
      await stopServerProcess(at.server);
      at.server = launch(Number(new URL(at.mqtt).port), at.server.port);
      await waitUntilRunning(at.server, 90_000);
    },
    /** Every process's log so far, for a failure's message. */
    logs: () =>
      processes.map((each, n) => `--- process ${n}:\n${each.server.output().slice(-4000)}`).join('\n'),
    stop,
  };
}

export type Cluster = Awaited<ReturnType<typeof startCluster>>;
