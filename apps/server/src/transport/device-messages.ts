/**
 * What the device transports (MQTT, HTTP) hand to the platform, and what the platform answers:
 * the seam between the protocol adapters (transport/) and the modules that store and act on
 * device data. Transports translate protocols and call this; they never reach into modules.
 */

/** A device as the transports know it once its access token opened the connection. */
export interface DeviceIdentity {
  deviceId: number;
  code: string;
  accountId: number;
  typeId: number;
}

/**
 * Telemetry of one device: one or more timestamped sets of values (ThingsBoard's forms). `ts` is in
 * milliseconds; a set the device sent without a time carries its arrival's `micros` within it.
 */
export interface TelemetryMessage {
  device: DeviceIdentity;
  entries: { ts: number; micros?: number; values: Record<string, unknown> }[];
}

export interface AttributesMessage {
  device: DeviceIdentity;
  values: Record<string, unknown>;
}

/** What became of a message's values: how many were stored, and why the first refused one was not. */
export interface TakenValues {
  kept: number;
  refused?: string;
}

/**
 * Where parsed device messages go. Each promise resolves only once the data is committed, so that
 * a transport acknowledges (MQTT PUBACK, HTTP 200) nothing that could still be lost.
 */
export interface DeviceMessageSink {
  telemetry(message: TelemetryMessage): Promise<TakenValues>;
  attributes(message: AttributesMessage): Promise<TakenValues>;
  /** A message that could not be used: counted per device and logged with the reason, then dropped. */
  rejected(device: DeviceIdentity, reason: string): void;
}

/** Finds the device an access token belongs to (the token itself is never stored, its hash is). */
export type DeviceAuthenticator = (token: string) => Promise<DeviceIdentity | undefined>;

/** The lights behind a gateway among the numbers it named: the gateway API speaks for them by number. */
export type GatewayChildren = (gatewayId: number, codes: string[]) => Promise<Map<string, DeviceIdentity>>;

/** A command as an HTTP device receives it (ThingsBoard's RPC polling). */
export interface DeviceCommandRequest {
  id: number;
  method: string;
  params: unknown;
}

/** Commands for devices that poll over HTTP; the platform's command service answers. */
export interface DeviceCommandPort {
  /** The next command for the device, waiting up to `timeoutMs`; undefined when none came. */
  next(
    device: DeviceIdentity,
    timeoutMs: number,
    signal: AbortSignal,
  ): Promise<DeviceCommandRequest | undefined>;
  /** The device's answer to command `id`; false when the device has no command with that id. */
  answer(device: DeviceIdentity, id: string, payload: unknown): Promise<boolean>;
}
