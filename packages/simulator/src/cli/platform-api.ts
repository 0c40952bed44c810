import { API_BASE, DEVICE_TYPE } from '@lamplighter/contract';
import type { PlannedDevice } from './layout';
import type { TokenRow } from './tokens-csv';

interface Envelope<T> {
  status: number;
  message: string;
  data: T;
}

/** The platform's HTTP API as the CLI uses it: sign in, find or add a project, add devices. */
export class PlatformApi {
  private accessToken = '';

  constructor(
    private readonly baseUrl: string,
    private readonly client = { id: 'web', secret: 'web' },
  ) {}

  private async call<T>(method: 'GET' | 'POST', path: string, body?: unknown, form = false): Promise<T> {
    const headers: Record<string, string> = {};
    if (this.accessToken) headers.authorization = `Bearer ${this.accessToken}`;
    else
      headers.authorization = `Basic ${Buffer.from(`${this.client.id}:${this.client.secret}`).toString('base64')}`;
    let payload: string | undefined;
    if (body !== undefined) {
      headers['content-type'] = form ? 'application/x-www-form-urlencoded' : 'application/json';
      payload = form ? new URLSearchParams(body as Record<string, string>).toString() : JSON.stringify(body);
    }
    const response = await fetch(`${this.baseUrl.replace(/\/$/, '')}${API_BASE}${path}`, {
      method,
      headers,
      body: payload,
    });
    const answer = (await response.json().catch(() => null)) as Envelope<T> | null;
    if (answer?.status !== 200) {
      throw new PlatformError(response.status, answer?.message ?? response.statusText, path);
    }
    return answer.data;
  }

  /** Any GET call of the API, signed in (for checks and tests). */
  get<T>(path: string): Promise<T> {
    return this.call<T>('GET', path);
  }

  async signIn(username: string, password: string): Promise<void> {
    const data = await this.call<{ access_token: string }>(
      'POST',
      '/remote/token',
      { grant_type: 'password', username, password },
      true,
    );
    this.accessToken = data.access_token;
  }

  /** The project of that name in the caller's subtree, added when there is none. */
  async project(name: string, centre: { lat: number; lng: number }): Promise<number> {
    const query = new URLSearchParams({ keyword: name, pagesize: '100' });
    const [page] = await this.call<{ list: { id: number; name: string }[] }[]>(
      'GET',
      `/remote/project/list?${query}`,
    );
    const found = page?.list.find((project) => project.name === name);
    if (found) return found.id;
    const added = await this.call<{ id: number }>('POST', '/remote/project/add', {
      name,
      description: 'simulated fleet',
      longitude: centre.lng,
      latitude: centre.lat,
    });
    return added.id;
  }

  /** Adds the planned devices (lights before their gateway) and gives back their access tokens. */
  async addDevices(
    projectid: number,
    planned: PlannedDevice[],
    onProgress?: (done: number) => void,
  ): Promise<TokenRow[]> {
    const rows: TokenRow[] = [];
    const ordered = [
      ...planned.filter((device) => device.kind !== 'gateway'),
      ...planned.filter((device) => device.kind === 'gateway'),
    ];
    for (const device of ordered) {
      const common = {
        devicecode: device.code,
        devicename: device.code,
        projectid,
        longitude: device.lng,
        latitude: device.lat,
      };
      const answer =
        device.kind === 'gateway'
          ? await this.call<{ token: string }>('POST', '/remote/gateway/add', {
              ...common,
              mode: 'bluetooth',
              lights: planned.filter((light) => light.gateway === device.code).map((light) => light.code),
            })
          : await this.call<{ token: string }>('POST', '/remote/device/add', {
              ...common,
              devicetype: DEVICE_TYPE[device.kind],
            });
      rows.push({
        token: answer.token,
        kind: device.kind,
        code: device.code,
        lat: device.lat,
        lng: device.lng,
        ...(device.gateway ? { gateway: device.gateway } : {}),
      });
      onProgress?.(rows.length);
    }
    return rows;
  }
}

export class PlatformError extends Error {
  constructor(
    readonly httpStatus: number,
    message: string,
    readonly path: string,
  ) {
    super(`${path}: ${message} (${httpStatus})`);
  }
}
