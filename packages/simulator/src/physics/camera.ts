import type { CommandAnswer, ParsedCommand } from '@lamplighter/contract';
import type { DeviceModel } from './device-model';
import type { FaultKind } from './faults';
import { RUN_STATE } from './faults';
import { noise } from './random';

export interface CameraConfig {
  code: string;
  firmwareVersion?: string;
  reportInterval?: number;
  seed?: number;
}

const UPGRADE_MS = 3 * 60_000;

/**
 * A camera on a light pole: it reports how it runs and the bitrate of its main stream (kbps),
 * which each camera has of its own and which wanders with what moves in the picture. Its video
 * itself is served by the camera streams (`../cameras/`), not over the device API.
 */
export class Camera implements DeviceModel {
  readonly code: string;
  readonly faults = new Set<FaultKind>();
  reportInterval: number;
  time: number;
  private readonly seed: number;
  private firmwareVersion: string;
  private upgrade: { version: string; until: number } | null = null;

  constructor(config: CameraConfig, start: number) {
    this.code = config.code;
    this.seed = config.seed ?? 1;
    this.firmwareVersion = config.firmwareVersion ?? '1.0.0';
    this.reportInterval = config.reportInterval ?? 60;
    this.time = start;
  }

  advance(to: number, _stepMs?: number): void {
    this.time = Math.max(this.time, to);
    if (this.upgrade && this.time >= this.upgrade.until) {
      this.firmwareVersion = this.upgrade.version;
      this.upgrade = null;
    }
  }

  telemetry(): Record<string, number> {
    return { runState: this.runState(), bitrate: this.bitrate() };
  }

  attributes(): Record<string, string | number> {
    return { firmwareVersion: this.firmwareVersion, model: 'LL-CAM-4K', reportInterval: this.reportInterval };
  }

  execute(command: ParsedCommand): CommandAnswer {
    if (command.method === 'readParameters') {
      return { ok: true, firmwareVersion: this.firmwareVersion, reportInterval: this.reportInterval };
    }
    if (command.method === 'firmwareUpgrade') {
      if (this.upgrade) return { ok: false, error: 'busy', message: 'upgrading firmware' };
      this.upgrade = { version: command.params.version, until: this.time + UPGRADE_MS };
      return { ok: true, upgrading: true };
    }
    return { ok: false, error: 'unsupported', message: `${command.method} is not supported by a camera` };
  }

  /**
   * A sensor failure is the image sensor's: no picture, a fault. Undervoltage (a low supply)
   * makes it alarm. A camera has no lamp to fail or overload, and offline is the fleet's: those
   * change nothing here.
   */
  setFault(kind: FaultKind, on: boolean): void {
    if (on) this.faults.add(kind);
    else this.faults.delete(kind);
  }

  private runState(): number {
    if (this.upgrade) return RUN_STATE.upgrading;
    if (this.faults.has('sensorFailure')) return RUN_STATE.fault;
    if (this.faults.has('undervoltage')) return RUN_STATE.alarm;
    return RUN_STATE.normal;
  }

  /** Nothing is streamed while the camera upgrades or has no picture. */
  private bitrate(): number {
    if (this.upgrade || this.faults.has('sensorFailure')) return 0;
    const own = 2800 + 800 * noise('bitrate', this.code, this.seed);
    const motion = 0.85 + 0.3 * noise('bitrate', this.code, this.seed, Math.floor(this.time / 60_000));
    return Math.round(own * motion);
  }
}
