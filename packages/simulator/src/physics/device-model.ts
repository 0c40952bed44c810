import { type CommandAnswer, commandFamilies, type ParsedCommand, parseCommand } from '@lamplighter/contract';
import type { FaultKind } from './faults';

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
