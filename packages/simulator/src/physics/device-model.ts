import { type CommandAnswer, commandFamilies, type ParsedCommand, parseCommand } from '@lamplighter/contract';
import type { FaultKind } from './faults';

/** What a model may ask of the connection it speaks through. */
export interface DeviceLink {
  /**
   * Reports telemetry now, between the regular reports: all of it, or only `values` (a screen
   * telling its download progress sends only the progress, not its whole state each tenth).
   */
  reportNow(values?: Record<string, number>): void;
  /** Drops the connection once the command under way is answered, then connects again (a reboot). */
  restartAfterAnswer(): void;
  /** Resolves once `simulatedMs` of simulated time have passed (a terminal playing a sound). */
  after(simulatedMs: number): Promise<void>;
}

/** What the fleet needs of any simulated device, whatever its family. */
export interface DeviceModel {
  readonly code: string;
  readonly faults: ReadonlySet<FaultKind>;
  /** The simulated moment the model has been run up to. */
  readonly time: number;
  reportInterval: number;
  /** Runs the physics up to `to` in steps of at most `stepMs` (a minute unless told). */
  advance(to: number, stepMs?: number): void;
  telemetry(): Record<string, number>;
  attributes(): Record<string, string | number>;
  /** Its answer; a command that takes time (a screen fetching a program) answers when done. */
  execute(command: ParsedCommand): CommandAnswer | Promise<CommandAnswer>;
  setFault(kind: FaultKind, on: boolean): void;
  /** Given its connection once, by a model that speaks out of turn. */
  attach?(link: DeviceLink): void;
  /** Told each time its connection is made (again); resolves when it has caught up (a screen's schedule). */
  connected?(): void | Promise<void>;
  /** The simulated moment it next has something to do between reports (a screen's next play). */
  nextWake?(): number | undefined;
}

/** What a device reports at one moment: its telemetry, stamped with its simulated time. */
export interface Reading {
  code: string;
  ts: number;
  values: Record<string, number>;
}

/** Checks a received command against the contract and the family, then lets the model run it. */
export function handleCommand(
  model: DeviceModel,
  deviceType: number,
  request: unknown,
): CommandAnswer | Promise<CommandAnswer> {
  const parsed = parseCommand(request);
  if (!parsed.ok) return parsed;
  if (!commandFamilies[parsed.command.method].includes(deviceType)) {
    return {
      ok: false,
      error: 'unsupported',
      message: `${parsed.command.method} is not supported by this device`,
    };
  }
  return model.execute(parsed.command);
}
