import type { CommandAnswer, ParsedCommand, PtzMove, PtzPosition } from '@lamplighter/contract';
import type { DeviceModel } from './device-model';
import type { FaultKind } from './faults';
import { RUN_STATE } from './faults';
import { noise } from './random';

export interface CameraConfig {
  code: string;
  firmwareVersion?: string;
  reportInterval?: number;
  seed?: number;
  /** The camera pans, tilts and zooms (PTZ). */
  ptz?: boolean;
}

const UPGRADE_MS = 3 * 60_000;

/** Where a PTZ camera points after `home`: straight ahead, looking down on the street, widest. */
export const PTZ_HOME: PtzPosition = { pan: 0, tilt: -30, zoom: 1 };
const TILT = { min: -90, max: 20 };
const ZOOM = { min: 1, max: 20 };
/** Degrees a step turns at the widest zoom: zoomed in, the picture is narrower and a step turns less. */
const DEGREES_PER_STEP = 5;
/** What a zoom step multiplies the magnification by. */
const ZOOM_PER_STEP = 1.25;

const tenths = (value: number) => Math.round(value * 10) / 10;
const within = (value: number, range: { min: number; max: number }) =>
  Math.min(range.max, Math.max(range.min, value));

/** Where a PTZ camera points after `steps` of a move: pan wraps round, tilt and zoom stop at their ends. */
export function ptzMoved(from: PtzPosition, move: PtzMove, steps: number): PtzPosition {
  if (move === 'home') return { ...PTZ_HOME };
  const degrees = (DEGREES_PER_STEP * steps) / from.zoom;
  switch (move) {
    case 'left':
    case 'right': {
      const pan = tenths((((from.pan + (move === 'right' ? degrees : -degrees)) % 360) + 360) % 360);
      return { ...from, pan: pan === 360 ? 0 : pan };
    }
    case 'up':
    case 'down':
      return { ...from, tilt: tenths(within(from.tilt + (move === 'up' ? degrees : -degrees), TILT)) };
    case 'zoomIn':
    case 'zoomOut': {
      const factor = ZOOM_PER_STEP ** (move === 'zoomIn' ? steps : -steps);
      return { ...from, zoom: tenths(within(from.zoom * factor, ZOOM)) };
    }
  }
}

/**
 * A camera on a light pole: it reports how it runs and the bitrate of its main stream (kbps),
 * which each camera has of its own and which wanders with what moves in the picture. Its video
 * itself is served by the camera streams (`../cameras/`), not over the device API. A PTZ camera
 * turns and zooms a step at a time and reports where it points among its attributes.
 */
export class Camera implements DeviceModel {
  readonly code: string;
  readonly faults = new Set<FaultKind>();
  reportInterval: number;
  time: number;
  private readonly seed: number;
  private firmwareVersion: string;
  private upgrade: { version: string; until: number } | null = null;
  /** Where it points; undefined for a camera without PTZ. */
  private position: PtzPosition | undefined;

  constructor(config: CameraConfig, start: number) {
    this.code = config.code;
    this.seed = config.seed ?? 1;
    this.firmwareVersion = config.firmwareVersion ?? '1.0.0';
    this.reportInterval = config.reportInterval ?? 60;
    this.time = start;
    if (config.ptz) this.position = { ...PTZ_HOME };
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
    return {
      firmwareVersion: this.firmwareVersion,
      model: 'LL-CAM-4K',
      reportInterval: this.reportInterval,
      ...this.position,
    };
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
    if (command.method === 'ptz') {
      if (!this.position) return { ok: false, error: 'unsupported', message: 'this camera has no PTZ' };
      if (this.upgrade) return { ok: false, error: 'busy', message: 'upgrading firmware' };
      this.position = ptzMoved(this.position, command.params.move, command.params.step);
      return { ok: true, position: { ...this.position } };
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
