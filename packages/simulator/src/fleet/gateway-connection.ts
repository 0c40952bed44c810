import { DEVICE_TYPE } from '@lamplighter/contract';
import type { DeviceModel, Reading } from '../physics/device-model';
import { answerCommand, parseJson } from './command-handler';
import type { ConnectionContext } from './connection-context';
import { GatewayModel } from './gateway-model';
import { MqttSession } from './mqtt-session';
import { RecentCommands } from './recent-commands';
import { ReportLoop } from './report-loop';
import { TOPIC } from './topics';

/** A light behind a gateway: named by its device number in the gateway API. */
export interface GatewayChild {
  model: DeviceModel;
  deviceType: number;
  recent: RecentCommands;
  lastAttributes: string;
}

/**
 * A gateway speaking for the Bluetooth-matrix lights behind it through the gateway API:
 * `v1/gateway/connect` for each light, their telemetry together on `v1/gateway/telemetry` as
 * `{code: [{ts, values}]}`, their commands on `v1/gateway/rpc` answered there; and its own
 * telemetry and commands as a device of its own.
 */
export class GatewayConnection {
  readonly model: GatewayModel;
  readonly deviceType = DEVICE_TYPE.gateway;
  readonly recent = new RecentCommands();
  readonly children = new Map<string, GatewayChild>();
  private readonly session: MqttSession;
  private readonly loop: ReportLoop;
  private lastAttributes = '';

  constructor(
    code: string,
    token: string,
    lights: { model: DeviceModel; deviceType: number }[],
    private readonly context: ConnectionContext,
    /** The simulated moment the gateway starts at: now, or the start of the fleet's past. */
    start = context.clock.now(),
  ) {
    this.model = new GatewayModel(code, start);
    for (const light of lights) {
      this.children.set(light.model.code, { ...light, recent: new RecentCommands(), lastAttributes: '' });
    }
    this.session = new MqttSession({
      url: context.url,
      username: token,
      clientId: `sim-gw-${code}-${Math.floor(context.random() * 1e9).toString(36)}`,
      subscriptions: [TOPIC.rpcRequests, TOPIC.gatewayRpc],
      backoff: context.backoff,
      random: context.random,
      stats: context.stats,
      onConnect: () => void this.announce(),
      onMessage: (topic, payload) => void this.onMessage(topic, payload),
    });
    this.loop = new ReportLoop(
      context,
      () => this.model.reportInterval,
      () => void this.report(),
    );
  }

  get connected(): boolean {
    return this.session.connected;
  }

  start(): void {
    this.session.start();
    this.loop.start();
  }

  async stop(): Promise<void> {
    this.loop.stop();
    await this.session.stop();
  }

  breakConnection(): void {
    this.session.breakConnection();
  }

  private online(): GatewayChild[] {
    return [...this.children.values()].filter((child) => !child.model.faults.has('offline'));
  }

  /** After (re)connecting: every light behind it is connected again, then everything reported. */
  private async announce(): Promise<void> {
    this.lastAttributes = '';
    for (const child of this.online()) {
      child.lastAttributes = '';
      await this.session.publish(TOPIC.gatewayConnect, { device: child.model.code, type: 'bleMatrixLight' });
    }
    await this.report();
  }

  /**
   * Runs the physics of the gateway and its connected lights up to `time` and answers what it would
   * report then, the lights' readings first: nothing when the gateway is offline.
   */
  readingsAt(time: number, stepMs?: number): Reading[] {
    this.model.advance(time);
    const online = this.online();
    for (const child of online) child.model.advance(time, stepMs);
    this.model.connectedLights = online.length;
    if (this.model.faults.has('offline')) return [];
    const lights = online.map((child) => ({
      code: child.model.code,
      ts: child.model.time,
      values: child.model.telemetry(),
    }));
    return [...lights, { code: this.model.code, ts: this.model.time, values: this.model.telemetry() }];
  }

  async report(): Promise<void> {
    const readings = this.readingsAt(this.context.clock.now());
    const own = readings.pop();
    if (!own || !this.session.connected) return;
    const online = this.online();
    const { stats } = this.context;
    const attributes = JSON.stringify(this.model.attributes());
    if (
      attributes !== this.lastAttributes &&
      (await this.session.publish(TOPIC.attributes, this.model.attributes()))
    ) {
      this.lastAttributes = attributes;
      stats.attributesSent++;
    }
    const changed: Record<string, Record<string, string | number>> = {};
    for (const child of online) {
      const text = JSON.stringify(child.model.attributes());
      if (text !== child.lastAttributes) {
        child.lastAttributes = text;
        changed[child.model.code] = child.model.attributes();
      }
    }
    if (Object.keys(changed).length > 0 && (await this.session.publish(TOPIC.gatewayAttributes, changed))) {
      stats.attributesSent += Object.keys(changed).length;
    }
    const telemetry: Record<string, { ts: number; values: Record<string, number> }[]> = {};
    for (const reading of readings)
      telemetry[reading.code] = [{ ts: this.context.stamp(reading.ts), values: reading.values }];
    if (readings.length > 0 && (await this.session.publish(TOPIC.gatewayTelemetry, telemetry))) {
      stats.telemetrySent += readings.length;
    }
    if (await this.session.publish(TOPIC.telemetry, { ts: this.context.stamp(own.ts), values: own.values })) {
      stats.telemetrySent++;
    }
  }

  private async onMessage(topic: string, payload: Buffer): Promise<void> {
    if (this.model.faults.has('offline')) return;
    const { clock, stats } = this.context;
    if (topic.startsWith(TOPIC.rpcRequestPrefix)) {
      const id = topic.slice(TOPIC.rpcRequestPrefix.length);
      const answer = await answerCommand(this, id, parseJson(payload), clock, stats);
      await this.session.publish(`${TOPIC.rpcResponsePrefix}${id}`, answer);
      return;
    }
    if (topic !== TOPIC.gatewayRpc) return;
    const message = parseJson(payload) as { device?: unknown; data?: { id?: unknown } } | undefined;
    const id = message?.data?.id;
    // Answers (ours, echoed by a broker) carry no data.id: only commands do.
    if (typeof id !== 'number' && typeof id !== 'string') {
      if (message === undefined) stats.malformedCommands++;
      return;
    }
    const child = typeof message?.device === 'string' ? this.children.get(message.device) : undefined;
    if (!child || child.model.faults.has('offline')) return;
    const answer = await answerCommand(child, String(id), message?.data, clock, stats);
    await this.session.publish(TOPIC.gatewayRpc, { device: child.model.code, id, data: answer });
    await this.report();
  }

  /** A light behind the gateway goes offline (disconnect) or comes back (connect). */
  async setChildOffline(code: string, offline: boolean): Promise<void> {
    const child = this.children.get(code);
    if (!child) return;
    await this.session.publish(offline ? TOPIC.gatewayDisconnect : TOPIC.gatewayConnect, {
      device: code,
      ...(offline ? {} : { type: 'bleMatrixLight' }),
    });
    if (!offline) child.lastAttributes = '';
  }

  setOffline(offline: boolean): void {
    if (offline) {
      this.loop.stop();
      void this.session.stop();
    } else {
      this.start();
    }
  }
}
