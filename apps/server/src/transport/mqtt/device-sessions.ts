import type { Client } from 'aedes';
import type { DeviceIdentity } from '../device-messages';

/** A connection whose token opened it: the device, and for a gateway the lights it announced. */
export interface DeviceSession {
  identity: DeviceIdentity;
  gateway: boolean;
  /** Lights behind this gateway that it announced (`v1/gateway/connect`) or reported for. */
  children: Set<number>;
  /** The work of the last message: acknowledgements leave in the order the messages came. */
  tail: Promise<unknown>;
  /** Subscribed to its commands (`rpc/request/+`, a gateway `gateway/rpc`): a command sent now arrives. */
  commandReady: boolean;
}

/** The live device connections of this process: one per device, found by connection or by device. */
export class DeviceSessions {
  private readonly byClient = new WeakMap<Client, DeviceSession>();
  private readonly byDevice = new Map<number, Client>();
  /** Light id -> the gateway id that speaks for it now. */
  private readonly gatewayOf = new Map<number, number>();
  private readonly childListeners: ((session: DeviceSession, childId: number) => void)[] = [];
  private readonly goneListeners: ((deviceIds: number[]) => void)[] = [];

  open(client: Client, identity: DeviceIdentity, gateway: boolean): DeviceSession {
    const session: DeviceSession = {
      identity,
      gateway,
      children: new Set(),
      tail: Promise.resolve(),
      commandReady: false,
    };
    this.byClient.set(client, session);
    this.byDevice.set(identity.deviceId, client);
    return session;
  }

  of(client: Client | null): DeviceSession | undefined {
    return client ? this.byClient.get(client) : undefined;
  }

  /** The open connection of a device, if this process holds one. */
  client(deviceId: number): Client | undefined {
    const client = this.byDevice.get(deviceId);
    return client && !client.closed ? client : undefined;
  }

  /** Connected itself, or a light announced by a connected gateway. */
  isConnected(deviceId: number): boolean {
    const gateway = this.gatewayOf.get(deviceId);
    return (
      this.client(deviceId) !== undefined || (gateway !== undefined && this.client(gateway) !== undefined)
    );
  }

  /** Whether a command sent to the device now reaches it: it (or its gateway) subscribed to commands. */
  acceptsCommands(deviceId: number): boolean {
    const own = this.client(deviceId);
    const gateway = this.gatewayOf.get(deviceId);
    const via = gateway === undefined ? undefined : this.client(gateway);
    return [own, via].some((client) => client !== undefined && this.of(client)?.commandReady === true);
  }

  /** Calls `listener` whenever a gateway speaks for a light it did not speak for before. */
  onChildAdded(listener: (session: DeviceSession, childId: number) => void): void {
    this.childListeners.push(listener);
  }

  addChild(session: DeviceSession, childId: number): void {
    const added = !session.children.has(childId);
    session.children.add(childId);
    this.gatewayOf.set(childId, session.identity.deviceId);
    if (added) for (const listener of this.childListeners) listener(session, childId);
  }

  removeChild(session: DeviceSession, childId: number): void {
    session.children.delete(childId);
    if (this.gatewayOf.get(childId) !== session.identity.deviceId) return;
    this.gatewayOf.delete(childId);
    this.tellGone([childId]);
  }

  /** The connection ended; a newer connection of the same device (a takeover) stays. */
  closed(client: Client): void {
    const session = this.byClient.get(client);
    if (!session) return;
    for (const child of [...session.children]) this.removeChild(session, child);
    if (this.byDevice.get(session.identity.deviceId) !== client) return;
    this.byDevice.delete(session.identity.deviceId);
    this.tellGone([session.identity.deviceId]);
  }

  /** Calls `listener` with devices that this process no longer reaches: their connection or their gateway's ended. */
  onGone(listener: (deviceIds: number[]) => void): void {
    this.goneListeners.push(listener);
  }

  /** Every device a command sent now reaches through this process: ready connections and the lights behind them. */
  readyDevices(): number[] {
    const ready: number[] = [];
    for (const [deviceId, client] of this.byDevice) {
      const session = this.byClient.get(client);
      if (client.closed || !session?.commandReady) continue;
      ready.push(deviceId, ...session.children);
    }
    return ready;
  }

  private tellGone(deviceIds: number[]): void {
    for (const listener of this.goneListeners) listener(deviceIds);
  }

  /**
   * Runs after the session's earlier messages: each message's work starts at once (so that storage
   * can batch across messages), but resolves in arrival order, as MQTT's PUBACKs must [MQTT-4.6.0-2].
   */
  inOrder<T>(session: DeviceSession, work: Promise<T>): Promise<T> {
    // Its failure is handled where the result is awaited; until then it must not count as unhandled.
    work.catch(() => undefined);
    const result = session.tail.then(() => work);
    session.tail = result.catch(() => undefined);
    return result;
  }
}
