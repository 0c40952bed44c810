import mqtt, { type MqttClient } from 'mqtt';

export interface Received {
  topic: string;
  payload: unknown;
}

/**
 * The platform's side in tests against a real broker: an MQTT.js client that subscribes to the
 * device topics, keeps what arrives and waits for a message that matches.
 */
export class BrokerClient {
  readonly messages: Received[] = [];
  private waiters: { match: (message: Received) => boolean; resolve: (message: Received) => void }[] = [];

  private constructor(private readonly client: MqttClient) {
    client.on('message', (topic, payload) => {
      let parsed: unknown;
      try {
        parsed = JSON.parse(payload.toString('utf8'));
      } catch {
        parsed = payload.toString('utf8');
      }
      const message = { topic, payload: parsed };
      this.messages.push(message);
      this.waiters = this.waiters.filter((waiter) => {
        if (!waiter.match(message)) return true;
        waiter.resolve(message);
        return false;
      });
    });
  }

  static async connect(url: string, topics: string[]): Promise<BrokerClient> {
    const client = await mqtt.connectAsync(url, {
      clientId: `sim-test-${Math.random().toString(36).slice(2)}`,
      reconnectPeriod: 0,
    });
    await client.subscribeAsync(topics, { qos: 1 });
    return new BrokerClient(client);
  }

  /** The first message (already here or still to come) that matches, or an error after `timeoutMs`. */
  waitFor(match: (message: Received) => boolean, timeoutMs = 10_000, since = 0): Promise<Received> {
    const found = this.messages.slice(since).find(match);
    if (found) return Promise.resolve(found);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no matching message in time')), timeoutMs);
      this.waiters.push({
        match,
        resolve: (message) => {
          clearTimeout(timer);
          resolve(message);
        },
      });
    });
  }

  async publish(topic: string, payload: unknown): Promise<void> {
    await this.client.publishAsync(topic, typeof payload === 'string' ? payload : JSON.stringify(payload), {
      qos: 1,
    });
  }

  async close(): Promise<void> {
    await this.client.endAsync(true);
  }
}
