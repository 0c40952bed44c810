import mqtt, { type MqttClient } from 'mqtt';

/** Connects one MQTT client a token, a few at a time, and answers them once all are connected. */
export async function connectClients(
  url: string,
  tokens: string[],
  options: { subscribe?: string; parallel?: number } = {},
): Promise<MqttClient[]> {
  const clients: MqttClient[] = new Array(tokens.length);
  let next = 0;
  const worker = async () => {
    while (next < tokens.length) {
      const index = next++;
      const client = mqtt.connect(url, {
        username: tokens[index],
        clientId: `bench-${index}`,
        protocolVersion: 4,
        reconnectPeriod: 0,
        keepalive: 600,
      });
      await new Promise<void>((resolve, reject) => {
        client.once('connect', () => resolve());
        client.once('error', reject);
      });
      if (options.subscribe) await client.subscribeAsync(options.subscribe, { qos: 1 });
      clients[index] = client;
    }
  };
  await Promise.all(Array.from({ length: options.parallel ?? 50 }, worker));
  return clients;
}

export async function closeClients(clients: MqttClient[]): Promise<void> {
  await Promise.all(clients.map((client) => client.endAsync(true)));
}

export interface PublishResult {
  /** Every PUBACK, warm-up and the last in-flight ones included. */
  acknowledged: number;
  messages: number;
  messagesPerSecond: number;
  dataPointsPerSecond: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  maxMs: number;
  failed: number;
}

/** A street light's periodic report: ten values. */
export function lightReport(ts: number, n: number) {
  return {
    ts,
    values: {
      batteryVoltage: 12.6 + (n % 10) / 100,
      batterySoc: 60 + (n % 40),
      chargeCurrent: 1.2,
      pvVoltage: 18.4,
      loadVoltage: 12.1,
      loadCurrent: 2.1,
      loadPower: 25.4,
      brightness: 80,
      temperature: 21.5,
      runState: 1,
    },
  };
}
export const REPORT_VALUES = Object.keys(lightReport(0, 0).values).length;

/** The value at a share (0..1) of sorted numbers. */
export function percentile(sorted: number[], share: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] as number;
}

/**
 * Every client keeps `window` QoS 1 telemetry messages in flight (a new one on each PUBACK) for
 * `warmupS` and then `seconds`; counted are the PUBACKs of the measured seconds and the time from
 * publish to PUBACK of each. With `time: 'device'` every message of a client has its own `ts`;
 * with `time: 'arrival'` none has one (ThingsBoard's commonest form), so many of a client arrive
 * within one millisecond and the platform stamps them.
 */
export async function publishLoad(
  clients: MqttClient[],
  {
    seconds,
    warmupS,
    window,
    topic = () => 'v1/devices/me/telemetry',
    time = 'device',
    counted = () => {},
  }: {
    seconds: number;
    warmupS: number;
    window: number;
    topic?: (client: number) => string;
    time?: 'device' | 'arrival';
    /** Called with the client's index for each PUBACK counted (of the measured seconds). */
    counted?: (client: number) => void;
  },
  /** Called as the measured seconds begin and end (to read CPU counters, say). */
  measured: { begin(): Promise<void>; end(): Promise<void> } = { begin: async () => {}, end: async () => {} },
): Promise<PublishResult> {
  const latencies: number[] = [];
  let failed = 0;
  let acknowledged = 0;
  let measuring = false;
  let running = true;
  const base = Date.now() - 3_600_000;
  const sequence = clients.map(() => 0);
  const publishOne = (client: MqttClient, index: number) => {
    if (!running) return;
    const n = (sequence[index] ?? 0) + 1;
    sequence[index] = n;
    const report = lightReport(base + n, n);
    const payload = JSON.stringify(time === 'device' ? report : report.values);
    const started = performance.now();
    client.publish(topic(index), payload, { qos: 1 }, (error) => {
      if (!error) acknowledged++;
      if (measuring) {
        if (error) failed++;
        else {
          latencies.push(performance.now() - started);
          counted(index);
        }
      }
      publishOne(client, index);
    });
  };
  clients.forEach((client, index) => {
    for (let w = 0; w < window; w++) publishOne(client, index);
  });
  await new Promise((resolve) => setTimeout(resolve, warmupS * 1000));
  await measured.begin();
  measuring = true;
  const started = performance.now();
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  measuring = false;
  const elapsedS = (performance.now() - started) / 1000;
  await measured.end();
  running = false;
  // Let what is in flight come back before the clients go.
  await new Promise((resolve) => setTimeout(resolve, 2000));
  latencies.sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return {
    acknowledged,
    messages: latencies.length,
    messagesPerSecond: Math.round(latencies.length / elapsedS),
    dataPointsPerSecond: Math.round((latencies.length * REPORT_VALUES) / elapsedS),
    p50Ms: round(percentile(latencies, 0.5)),
    p95Ms: round(percentile(latencies, 0.95)),
    p99Ms: round(percentile(latencies, 0.99)),
    maxMs: round(latencies.at(-1) ?? 0),
    failed,
  };
}
