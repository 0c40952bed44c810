import type { CommandAnswer, ParsedCommand } from '@lamplighter/contract';
import type { DeviceModel } from '../physics/device-model';
import type { FaultKind } from '../physics/faults';
import { RUN_STATE } from '../physics/faults';
import { noise } from '../physics/random';

const UPGRADE_MS = 3 * 60_000;

/** A gateway as a device of its own: its link quality, how many lights it speaks for, its firmware. */
export class GatewayModel implements DeviceModel {
  readonly faults = new Set<FaultKind>();
  reportInterval = 60;
  connectedLights = 0;
  private firmwareVersion = '2.0.1';
  private upgrade: { version: string; until: number } | null = null;

  constructor(
    readonly code: string,
    public time: number,
  ) {}

  advance(to: number): void {
    this.time = Math.max(this.time, to);
    if (this.upgrade && this.time >= this.upgrade.until) {
      this.firmwareVersion = this.upgrade.version;
      this.upgrade = null;
    }
  }

  telemetry(): Record<string, number> {
    return {
      runState: this.upgrade ? RUN_STATE.upgrading : RUN_STATE.normal,
      signalStrength: Math.round(-60 - 25 * noise('signal', this.code, Math.floor(this.time / 3_600_000))),
      connectedLights: this.connectedLights,
    };
  }

  attributes(): Record<string, string | number> {
    return { firmwareVersion: this.firmwareVersion, model: 'LL-GW-BLE', reportInterval: this.reportInterval };
  }

  execute(command: ParsedCommand): CommandAnswer {
    if (command.method === 'readParameters') {
      return { ok: true, firmwareVersion: this.firmwareVersion, connectedLights: this.connectedLights };
    }
    if (command.method === 'firmwareUpgrade') {
      if (this.upgrade) return { ok: false, error: 'busy', message: 'upgrading firmware' };
      this.upgrade = { version: command.params.version, until: this.time + UPGRADE_MS };
      return { ok: true, upgrading: true };
    }
    return { ok: false, error: 'unsupported', message: `${command.method} is not supported by a gateway` };
  }

  setFault(kind: FaultKind, on: boolean): void {
    if (on) this.faults.add(kind);
    else this.faults.delete(kind);
  }
}
