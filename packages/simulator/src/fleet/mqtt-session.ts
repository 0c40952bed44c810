import mqtt, { type MqttClient } from 'mqtt';
import type { Random } from '../physics/random';
import type { FleetStats } from './stats';

export interface Backoff {
  /** First wait after a lost connection (ms). */
  initialMs: number;
  /** Longest wait (ms). */
  maxMs: number;
}

export const DEFAULT_BACKOFF: Backoff = { initialMs: 1000, maxMs: 60_000 };

export interface SessionOptions {
  url: string;
  /** The device's access token. */
  username: string;
  clientId: string;
  subscriptions: string[];
  backoff: Backoff;
  random: Random;
  stats: FleetStats;
  onConnect: () => void;
  onMessage: (topic: string, payload: Buffer) => void;
}

/**
 * One device's MQTT connection: connects with its token as username, subscribes, and after a
 * lost connection tries again after a wait that doubles up to a limit, with jitter so that a
 * fleet does not come back all in the same instant.
 */
export class MqttSession {
  private client: MqttClient | null = null;
  private attempt = 0;
  private retryTimer: NodeJS.Timeout | null = null;
  private stopped = true;

  constructor(private readonly options: SessionOptions) {}

  get connected(): boolean {
    return this.client?.connected ?? false;
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    if (this.client) {
      this.client.reconnect();
      return;
    }
    const client = mqtt.connect(this.options.url, {
      username: this.options.username,
      clientId: this.options.clientId,
      clean: true,
      keepalive: 60,
      reconnectPeriod: 0,
      connectTimeout: 10_000,
      resubscribe: false,
      protocolVersion: 4,
    });
    this.client = client;
    client.on('connect', () => {
      this.attempt = 0;
      this.options.stats.connects++;
      if (this.options.subscriptions.length > 0) {
        client.subscribe(this.options.subscriptions, { qos: 1 }, () => this.options.onConnect());
      } else {
        this.options.onConnect();
      }
    });
    client.on('message', (topic, payload) => this.options.onMessage(topic, payload));
    client.on('close', () => {
      this.options.stats.disconnects++;
      this.scheduleRetry();
    });
    // Errors (refused token, broker gone) end in 'close', where the retry is planned.
    client.on('error', () => {});
  }

  private scheduleRetry(): void {
    if (this.stopped || this.retryTimer) return;
    const { initialMs, maxMs } = this.options.backoff;
    const wait = Math.min(maxMs, initialMs * 2 ** this.attempt) * (0.5 + this.options.random());
    this.attempt++;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      const client = this.client;
      if (!this.stopped && client && !client.connected && !client.reconnecting) client.reconnect();
    }, wait);
    this.retryTimer.unref?.();
  }

  /** Publishes JSON with QoS 1; false when not connected or the broker did not take it. */
  async publish(topic: string, message: unknown): Promise<boolean> {
    if (!this.client?.connected) return false;
    try {
      await this.client.publishAsync(topic, JSON.stringify(message), { qos: 1 });
      return true;
    } catch {
      this.options.stats.publishFailures++;
      return false;
    }
  }

  /** Ends the connection (an offline device, or the fleet stopping); `start` connects again. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    if (this.client && !this.client.disconnected) await this.client.endAsync(true).catch(() => {});
  }

  /** Drops the connection without saying goodbye, as a device losing power would. */
  breakConnection(): void {
    (this.client as unknown as { stream?: { destroy(): void } } | null)?.stream?.destroy();
  }
}
