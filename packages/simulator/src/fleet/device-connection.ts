import type { DeviceModel, Reading } from '../physics/device-model';
import { answerCommand, parseJson } from './command-handler';
import type { ConnectionContext } from './connection-context';
import { MqttSession } from './mqtt-session';
import { RecentCommands } from './recent-commands';
import { ReportLoop } from './report-loop';
import { TOPIC } from './topics';
import { WakeTimer } from './wake-timer';

/**
 * A device that speaks for itself over MQTT: telemetry `{ts, values}` every reporting interval,
 * its attributes when they change, and commands answered on the response topic of their id.
 */
export class DeviceConnection {
  readonly recent = new RecentCommands();
  private readonly session: MqttSession;
  private readonly loop: ReportLoop;
  private lastAttributes = '';
  private restartPending = false;
  private readonly wake: WakeTimer;

  constructor(
    readonly model: DeviceModel,
    readonly deviceType: number,
    token: string,
    private readonly context: ConnectionContext,
  ) {
    this.session = new MqttSession({
      url: context.url,
      username: token,
      clientId: `sim-${model.code}-${Math.floor(context.random() * 1e9).toString(36)}`,
      subscriptions: [TOPIC.rpcRequests],
      backoff: context.backoff,
      random: context.random,
      stats: context.stats,
      onConnect: () => {
        this.lastAttributes = '';
        void this.report();
        void Promise.resolve(model.connected?.()).then(() => this.wake.arm());
      },
      onMessage: (topic, payload) => void this.onMessage(topic, payload),
    });
    model.attach?.({
      reportNow: (values) => void (values ? this.reportValues(values) : this.report()),
      restartAfterAnswer: () => {
        this.restartPending = true;
      },
      after: (simulatedMs) =>
        new Promise((resolve) => {
          // Unreferenced: a sound still playing does not keep a stopped fleet's process alive.
          setTimeout(resolve, context.clock.realDelay(simulatedMs)).unref();
        }),
    });
    this.wake = new WakeTimer(model, context.clock);
    this.loop = new ReportLoop(
      context,
      () => model.reportInterval,
      () => void this.report(),
    );
  }

  get connected(): boolean {
    return this.session.connected;
  }

  start(): void {
    this.session.start();
    this.loop.start();
    this.wake.arm();
  }

  async stop(): Promise<void> {
    this.loop.stop();
    this.wake.stop();
    await this.session.stop();
  }

  /** Loses the connection without a goodbye (tests of reconnecting). */
  breakConnection(): void {
    this.session.breakConnection();
  }

  /** Runs the physics up to `time` and answers what the device would report then: nothing when offline. */
  readingsAt(time: number, stepMs?: number): Reading[] {
    this.model.advance(time, stepMs);
    if (this.model.faults.has('offline')) return [];
    return [{ code: this.model.code, ts: this.model.time, values: this.model.telemetry() }];
  }

  /** Runs the physics up to now and publishes what the device would send. */
  async report(): Promise<void> {
    const [reading] = this.readingsAt(this.context.clock.now());
    if (!reading || !this.session.connected) return;
    const attributes = JSON.stringify(this.model.attributes());
    if (attributes !== this.lastAttributes) {
      this.lastAttributes = attributes;
      if (await this.session.publish(TOPIC.attributes, this.model.attributes()))
        this.context.stats.attributesSent++;
    }
    const message = { ts: this.context.stamp(reading.ts), values: reading.values };
    if (await this.session.publish(TOPIC.telemetry, message)) this.context.stats.telemetrySent++;
  }

  /** Publishes some values of the present moment on their own. */
  private async reportValues(values: Record<string, number>): Promise<void> {
    if (!this.session.connected || this.model.faults.has('offline')) return;
    const message = { ts: this.context.stamp(this.context.clock.now()), values };
    if (await this.session.publish(TOPIC.telemetry, message)) this.context.stats.telemetrySent++;
  }

  private async onMessage(topic: string, payload: Buffer): Promise<void> {
    if (!topic.startsWith(TOPIC.rpcRequestPrefix)) return;
    const id = topic.slice(TOPIC.rpcRequestPrefix.length);
    if (!id || this.model.faults.has('offline')) return;
    const request = parseJson(payload);
    if (request === undefined) this.context.stats.malformedCommands++;
    const answer = await answerCommand(this, id, request, this.context.clock, this.context.stats);
    await this.session.publish(`${TOPIC.rpcResponsePrefix}${id}`, answer);
    this.wake.arm();
    if (this.restartPending) {
      this.restartPending = false;
      this.breakConnection();
      return;
    }
    await this.report();
  }

  /** Offline stops the device talking at all: its connection ends, and comes back when cleared. */
  setOffline(offline: boolean): void {
    if (offline) {
      this.loop.stop();
      this.wake.stop();
      void this.session.stop();
    } else {
      this.start();
    }
  }
}
