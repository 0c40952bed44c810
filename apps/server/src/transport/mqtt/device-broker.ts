import type { IncomingMessage } from 'node:http';
import net from 'node:net';
import type { Duplex } from 'node:stream';
import { DEVICE_TYPE } from '@lamplighter/contract';
import {
  Aedes,
  type AedesOptions,
  type AedesPublishPacket,
  type AuthenticateError,
  type PublishPacket,
} from 'aedes';
import type { FastifyBaseLogger } from 'fastify';
import type { MQEmitter } from 'mqemitter';
import { ClusterPresence } from '../../platform/cluster-presence';
import { createEmitter } from '../../platform/event-bus';
import type { DeviceAuthenticator } from '../device-messages';
import { brokerEmitter } from './broker-emitter';
import type { DeviceSession, DeviceSessions } from './device-sessions';
import {
  deviceFacingTopic,
  downlinkTopic,
  relativeDownlinkTopic,
  subscriptionFilter,
  uplinkFilter,
} from './device-topics';
import type { DeviceUplink, UplinkOutcome } from './device-uplink';
import { hookParser } from './parser-hooks';
import { RecentPublishes } from './recent-publishes';
import { acknowledgeRefusal } from './refusal-ack';

export interface DeviceBrokerSettings {
  authenticate: DeviceAuthenticator;
  uplink: DeviceUplink;
  sessions: DeviceSessions;
  /** Largest payload taken; a frame over twice this ends the connection before it is read. */
  maxMessageBytes: number;
  log: FastifyBaseLogger;
  /** The emitter the broker shares with the platform's event bus; the platform closes it. */
  emitter: MQEmitter;
  /** Where sessions and QoS 1 messages in flight are kept (Redis for several processes); unset: memory. */
  persistence?: unknown;
  /** Other processes share the emitter: devices ready here are announced, theirs are known. */
  shared?: boolean;
  now: () => number;
}

/** Inside the broker, so that every platform process sharing the bus ends its own connections. */
const REVOKED_TOPIC = '$lamplighter/revoked';
/** Where each process tells the others which devices take commands over MQTT on it. */
const READINESS_ROOT = '$lamplighter/readiness/';
/** Messages for a device another process holds go to `$lamplighter/handover/<that broker's id>`. */
const HANDOVER_ROOT = '$lamplighter/handover/';
/** Where the broker sends what it must not pass on: nobody subscribes there. */
const DROPPED_TOPIC = '$lamplighter/dropped';

function refusal(returnCode: AuthenticateError['returnCode'], message: string): AuthenticateError {
  return Object.assign(new Error(message), { returnCode });
}

/**
 * The embedded MQTT broker of the device API (Aedes): a device connects with its access token as
 * username; one connection per device (a new one takes over); it publishes and subscribes only on
 * its own topics (device-topics.ts); a QoS 1 message is acknowledged once the sink has stored it.
 */
export class DeviceBroker {
  private readonly aedes: Aedes;
  private server: net.Server | undefined;
  private readonly readyListeners: ((deviceId: number) => void)[] = [];
  private readonly recent: RecentPublishes;
  private readonly readiness: ClusterPresence | undefined;
  /** With other processes on the bus: where this process's device connections exchange messages. */
  private readonly local: MQEmitter | undefined;

  constructor(private readonly settings: DeviceBrokerSettings) {
    const { sessions, log } = settings;
    this.recent = new RecentPublishes(settings.now);
    this.local = settings.shared ? createEmitter() : undefined;
    this.aedes = new Aedes({
      mq: brokerEmitter(settings.emitter, this.local, DROPPED_TOPIC),
      ...(settings.persistence ? { persistence: settings.persistence as AedesOptions['persistence'] } : {}),
      // Wills are not part of the device API: a will would publish as the device after it left.
      preConnect: (_client, packet, done) => {
        delete packet.will;
        done(null, true);
      },
      authenticate: (client, username, _password, done) => {
        settings.authenticate(username ?? '').then(
          (identity) => {
            if (!identity) return done(refusal(5, 'not authorized'), false);
            // Gone while the database answered: the device may have connected again since, and this
            // late login must not take its place.
            if (client.closed) return done(refusal(3, 'connection closed during login'), false);
            // The broker's client id is the device's: a second connection of the device takes over
            // the first, and no device can take over another by choosing its client id.
            (client as { id: string }).id = `device-${identity.deviceId}`;
            sessions.open(client, identity, identity.typeId === DEVICE_TYPE.gateway);
            done(null, true);
          },
          (error: unknown) => {
            log.error({ err: error }, 'device authentication failed');
            done(refusal(3, 'server unavailable'), false);
          },
        );
      },
      authorizePublish: (client, packet, done) => {
        const session = sessions.of(client);
        if (!client || !session) return done(new Error('not authorized'));
        sessions.inOrder(session, this.take(session, packet)).then(
          (outcome) => {
            packet.topic = outcome.forward ?? DROPPED_TOPIC;
            packet.retain = false;
            if (outcome.refusal) acknowledgeRefusal(client, packet, outcome.refusal);
            done(null);
          },
          (error: unknown) => {
            // Not stored, so not acknowledged: the connection ends and the device sends it again.
            // Ended here, not by `done(error)`: Aedes would answer an MQTT 5 client 0x87 and keep it.
            log.warn({ err: error, device: session.identity.deviceId }, 'device message not stored');
            client.close();
            done(error instanceof Error ? error : new Error(String(error)));
          },
        );
      },
      authorizeSubscribe: (client, subscription, done) => {
        const session = sessions.of(client);
        const filter =
          session && subscriptionFilter(subscription.topic, session.identity.deviceId, session.gateway);
        // Refused filters get SUBACK 0x80 and the connection stays; QoS 2 is granted as 1.
        if (!filter) return done(null, null);
        // Changed in place: Aedes stores a persistent session's subscriptions from the SUBSCRIBE
        // packet, so a copy would leave the device's own topic there, which no message ever matches.
        subscription.topic = filter;
        subscription.qos = Math.min(subscription.qos, 1) as 0 | 1;
        done(null, subscription);
      },
      authorizeForward: (client, packet) => {
        const session = sessions.of(client);
        const topic = session && deviceFacingTopic(packet.topic, session.identity.deviceId);
        if (!topic) return null;
        // A message kept while the device was away (it has its message id already) is sent as the
        // broker's own copy, whatever this answers: that copy, made for this delivery, is renamed.
        if (packet.messageId !== undefined) return Object.assign(packet, { topic });
        return { ...packet, topic } as AedesPublishPacket;
      },
    });
    this.readiness = settings.shared
      ? new ClusterPresence(settings.emitter, READINESS_ROOT, this.aedes.id, () => sessions.readyDevices())
      : undefined;
    sessions.onGone((ids) => this.readiness?.gone(ids));
    this.watchCommandReadiness();
    this.aedes.on('clientDisconnect', (client) => sessions.closed(client));
    this.aedes.on('clientError', (client, error) => {
      sessions.closed(client);
      log.debug({ err: error, client: client.id }, 'device connection ended with an error');
    });
  }

  /**
   * Takes a published message once: a QoS 1 message sent again with the DUP flag after its
   * acknowledgement was lost is acknowledged without being stored a second time.
   */
  private take(session: DeviceSession, packet: PublishPacket): Promise<UplinkOutcome> {
    const deviceId = session.identity.deviceId;
    const { messageId } = packet;
    const handle = () => {
      const payload = typeof packet.payload === 'string' ? Buffer.from(packet.payload) : packet.payload;
      const work = this.settings.uplink.handle(session, packet.topic, payload);
      if (packet.qos === 1 && messageId !== undefined) this.recent.remember(deviceId, messageId, work);
      return work;
    };
    const earlier =
      packet.qos === 1 && messageId !== undefined
        ? this.recent.earlier(deviceId, messageId, packet.dup)
        : undefined;
    return earlier ? earlier.then((stored) => (stored ? {} : handle())) : handle();
  }

  /** Starts the broker (not yet a listener: see `listen` and `handle`). */
  async start(): Promise<void> {
    await this.aedes.listen();
    await this.readiness?.start();
    if (this.readiness) await this.takeHandedOver();
    await new Promise<void>((resolve) =>
      this.aedes.subscribe(
        REVOKED_TOPIC,
        (packet, done) => {
          this.closeConnections(revokedIds(packet.payload));
          done();
        },
        resolve,
      ),
    );
  }

  /** Serves MQTT over TCP; answers the port (useful when asked for port 0). */
  async listen(port: number, host: string): Promise<number> {
    const server = net.createServer((socket) => this.handle(socket));
    await new Promise<void>((resolve, reject) => {
      server.once('error', (error: NodeJS.ErrnoException) =>
        reject(
          error.code === 'EADDRINUSE'
            ? new Error(`MQTT port ${port} is in use: set MQTT_PORT to a free port`, { cause: error })
            : error,
        ),
      );
      server.listen(port, host, () => resolve());
    });
    this.server = server;
    const address = server.address();
    return typeof address === 'object' && address ? address.port : port;
  }

  /** The TCP port MQTT is served on, once listening. */
  get port(): number | undefined {
    const address = this.server?.address();
    return typeof address === 'object' && address ? address.port : undefined;
  }

  /** Serves one connection: a TCP socket, or the stream of a WebSocket. */
  handle(connection: Duplex, request?: IncomingMessage): void {
    const client = this.aedes.handle(connection, request);
    const hooked = hookParser(client, {
      maxFrameBytes: 2 * this.settings.maxMessageBytes,
      unsubscribeFilter: (topic) => {
        const session = this.settings.sessions.of(client);
        return session && subscriptionFilter(topic, session.identity.deviceId, session.gateway);
      },
    });
    if (!hooked) this.settings.log.error('the MQTT parser of this Aedes version cannot be guarded');
  }

  /** Ends the live connections of these devices, in every process that shares the broker's bus. */
  revoke(deviceIds: number[]): void {
    if (deviceIds.length === 0 || this.aedes.closed) return;
    const payload = Buffer.from(JSON.stringify(deviceIds));
    this.aedes.publish(
      { cmd: 'publish', topic: REVOKED_TOPIC, payload, qos: 0, retain: false, dup: false },
      () => {},
    );
  }

  /** Sends JSON to a device on one of its topics (`rpc/request/7`, `attributes`, `gateway/rpc`). */
  send(deviceId: number, topic: string, payload: unknown, qos: 0 | 1 = 1): Promise<void> {
    const packet = {
      cmd: 'publish' as const,
      topic: downlinkTopic(deviceId, topic),
      payload: Buffer.from(JSON.stringify(payload)),
      qos,
      retain: false,
      dup: false,
    };
    const holder = this.settings.sessions.acceptsCommands(deviceId)
      ? undefined
      : this.readiness?.holderOf(deviceId);
    return new Promise((resolve, reject) => {
      const done = (error?: Error) => (error ? reject(error) : resolve());
      // Held by another process: that one publishes it, to its own connection of the device.
      if (holder) this.settings.emitter.emit({ topic: `${HANDOVER_ROOT}${holder}`, packet }, done);
      else this.aedes.publish(packet, done);
    });
  }

  /**
   * Calls `listener` with every message devices publish on `topic` that the platform does not store
   * itself, relative to the device (`rpc/response/+`, `gateway/rpc`), wherever the device is connected.
   */
  onUplink(
    topic: string,
    listener: (deviceId: number, topic: string, payload: Buffer) => void,
  ): Promise<void> {
    return new Promise((resolve) =>
      this.aedes.subscribe(
        uplinkFilter(topic),
        (packet, done) => {
          const [, id, ...rest] = packet.topic.split('/');
          const payload = typeof packet.payload === 'string' ? Buffer.from(packet.payload) : packet.payload;
          listener(Number(id), rest.join('/'), payload);
          done();
        },
        resolve,
      ),
    );
  }

  /**
   * Calls `listener` whenever a device starts taking commands on this process: it subscribed to its
   * RPC topic, or a gateway that did speaks for it now. Queued commands can go then.
   */
  onCommandReady(listener: (deviceId: number) => void): void {
    this.readyListeners.push(listener);
  }

  /**
   * Calls `listener` whenever a device acknowledged (PUBACK) a QoS 1 message sent with `send`, with
   * its topic relative to the device and its payload. Aedes knows which message only for persistent
   * sessions (`clean: false`); for clean sessions nothing is told.
   */
  onAcknowledged(listener: (deviceId: number, topic: string, payload: Buffer) => void): void {
    this.aedes.on('ack', (packet, client) => {
      const session = this.settings.sessions.of(client);
      if (!session || !packet || packet.cmd !== 'publish') return;
      const topic = relativeDownlinkTopic(packet.topic);
      const payload = typeof packet.payload === 'string' ? Buffer.from(packet.payload) : packet.payload;
      if (topic !== undefined) listener(session.identity.deviceId, topic, payload);
    });
  }

  /**
   * Whether a command sent now reaches the device: it or its gateway is connected and subscribed,
   * here or on another process of the installation (which delivers what is sent on the bus).
   */
  acceptsCommands(deviceId: number): boolean {
    return this.settings.sessions.acceptsCommands(deviceId) || this.readiness?.accepts(deviceId) === true;
  }

  /** Whether this process holds the device's connection (or its gateway's, having spoken for it). */
  isConnected(deviceId: number): boolean {
    return this.settings.sessions.isConnected(deviceId);
  }

  /** Ends every connection and stops listening. */
  async close(): Promise<void> {
    await this.readiness?.stop();
    await new Promise<void>((resolve) => this.aedes.close(() => resolve()));
    const local = this.local;
    if (local) await new Promise<void>((resolve) => local.close(() => resolve()));
    const server = this.server;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /**
   * A device takes commands once subscribed to them: by SUBSCRIBE, or by a persistent session
   * that brought its subscription back; a gateway's lights with it, and each light it announces later.
   */
  private watchCommandReadiness(): void {
    const { sessions } = this.settings;
    const commandFilter = (session: DeviceSession) =>
      downlinkTopic(session.identity.deviceId, session.gateway ? 'gateway/rpc' : 'rpc/request/+');
    const ready = (session: DeviceSession) => {
      if (session.commandReady) return;
      session.commandReady = true;
      this.commandReady(session.identity.deviceId);
      for (const child of session.children) this.commandReady(child);
    };
    this.aedes.on('subscribe', (subscriptions, client) => {
      const session = sessions.of(client);
      if (!session) return;
      const wanted = commandFilter(session);
      const { deviceId } = session.identity;
      const granted = subscriptions.filter((sub) => (sub.qos as number) !== 128);
      if (granted.some((sub) => subscriptionFilter(sub.topic, deviceId, session.gateway) === wanted))
        ready(session);
    });
    this.aedes.on('clientReady', (client) => {
      const session = sessions.of(client);
      const restored = (client as unknown as { subscriptions?: Record<string, unknown> }).subscriptions;
      if (session && restored && commandFilter(session) in restored) ready(session);
    });
    sessions.onChildAdded((session, childId) => {
      if (session.commandReady) this.commandReady(childId);
    });
  }

  /** Publishes here what another process hands over for a device whose connection this one holds. */
  private takeHandedOver(): Promise<void> {
    return new Promise((resolve) =>
      this.settings.emitter.on(
        `${HANDOVER_ROOT}${this.aedes.id}`,
        (message, done) => {
          const packet = message.packet as AedesPublishPacket;
          this.aedes.publish({ ...packet, payload: Buffer.from(packet.payload) }, () => done());
        },
        resolve,
      ),
    );
  }

  private commandReady(deviceId: number): void {
    this.readiness?.ready([deviceId]);
    for (const listener of this.readyListeners) listener(deviceId);
  }

  private closeConnections(deviceIds: number[]): void {
    for (const deviceId of deviceIds) this.settings.sessions.client(deviceId)?.close();
  }
}

function revokedIds(payload: Buffer | string): number[] {
  try {
    const ids: unknown = JSON.parse(payload.toString());
    return Array.isArray(ids) ? ids.filter((id): id is number => typeof id === 'number') : [];
  } catch {
    return [];
  }
}
