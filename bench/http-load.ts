import autocannon from 'autocannon';

/** One view's load against a started platform: rate, latency, refused answers. */
export interface Load {
  view: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
}

/** A call of the platform's API on 127.0.0.1; anything but status 200 throws with its message. */
export async function call<T>(port: number, apiPath: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`http://127.0.0.1:${port}/prod-api${apiPath}`, init);
  const answer = (await response.json()) as { status: number; message: string; data: T };
  if (answer.status !== 200) throw new Error(`${apiPath}: ${answer.message}`);
  return answer.data;
}

/** The administrator's access token, signed in as the web client. */
export async function signIn(port: number, password: string): Promise<string> {
  const data = await call<{ access_token: string }>(port, '/remote/token', {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from('web:web').toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ grant_type: 'password', username: 'admin', password }),
  });
  return data.access_token;
}

/** `connections` clients asking for `apiPath` for `duration` seconds. */
export async function load(
  view: string,
  target: { port: number; token: string; apiPath: string },
  settings: { connections: number; duration: number },
): Promise<Load> {
  const result = await autocannon({
    url: `http://127.0.0.1:${target.port}/prod-api${target.apiPath}`,
    connections: settings.connections,
    duration: settings.duration,
    headers: { authorization: `Bearer ${target.token}` },
  });
  return {
    view,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
  };
}

/**
 * The markdown table of some views' loads, each against the first (the reference, the cheapest
 * signed-in call of the same server): its share of the reference's rate and its p99 over the
 * reference's.
 */
export function loadTable(loads: Load[]): string[] {
  const reference = loads[0];
  return [
    '| view | requests/s | of reference | p50 (ms) | p99 (ms) | p99 against the reference | non-2xx |',
    '|---|---|---|---|---|---|---|',
    ...loads.map(
      (l) =>
        `| ${l.view} | ${l.requestsPerSecond} | ${Math.round((l.requestsPerSecond / Math.max(1, reference?.requestsPerSecond ?? 1)) * 100)} % | ${l.p50Ms} | ${l.p99Ms} | ${(l.p99Ms / Math.max(1, reference?.p99Ms ?? 1)).toFixed(1)} | ${l.non2xx} |`,
    ),
  ];
}
