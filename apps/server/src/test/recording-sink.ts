import type {
  AttributesMessage,
  DeviceIdentity,
  DeviceMessageSink,
  TakenValues,
  TelemetryMessage,
} from '../transport/device-messages';

/**
 * A sink for the transport tests that keeps what it was given. A message counts as stored once its
 * promise resolved; `hold` makes storing wait and `failure` makes it fail, as a slow or broken
 * database would.
 */
export class RecordingSink implements DeviceMessageSink {
  readonly telemetryMessages: TelemetryMessage[] = [];
  readonly attributeMessages: AttributesMessage[] = [];
  readonly rejections: { device: DeviceIdentity; reason: string }[] = [];
  /** Every call to store, at the moment it was made (before it is stored). */
  readonly received: (TelemetryMessage | AttributesMessage)[] = [];
  /** What storing a message waits for, if anything. */
  hold: ((message: TelemetryMessage | AttributesMessage) => Promise<void> | undefined) | undefined;
  failure: Error | undefined;
  private waiters: (() => void)[] = [];

  async telemetry(message: TelemetryMessage): Promise<TakenValues> {
    await this.store(message);
    this.telemetryMessages.push(message);
    this.changed();
    return { kept: message.entries.reduce((sum, entry) => sum + Object.keys(entry.values).length, 0) };
  }

  async attributes(message: AttributesMessage): Promise<TakenValues> {
    await this.store(message);
    this.attributeMessages.push(message);
    this.changed();
    return { kept: Object.keys(message.values).length };
  }

  rejected(device: DeviceIdentity, reason: string): void {
    this.rejections.push({ device, reason });
    this.changed();
  }

  /** Telemetry stored for one device. */
  telemetryOf(deviceId: number): TelemetryMessage[] {
    return this.telemetryMessages.filter((message) => message.device.deviceId === deviceId);
  }

  attributesOf(deviceId: number): AttributesMessage[] {
    return this.attributeMessages.filter((message) => message.device.deviceId === deviceId);
  }

  rejectionsOf(deviceId: number): string[] {
    return this.rejections.filter((r) => r.device.deviceId === deviceId).map((r) => r.reason);
  }

  /** Resolves once `condition` holds, checked after everything the sink is given. */
  async until(condition: () => boolean): Promise<void> {
    while (!condition()) await new Promise<void>((resolve) => this.waiters.push(resolve));
  }

  private async store(message: TelemetryMessage | AttributesMessage): Promise<void> {
    this.received.push(message);
    this.changed();
    await this.hold?.(message);
    if (this.failure) throw this.failure;
  }

  private changed(): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const wake of waiters) wake();
  }
}
