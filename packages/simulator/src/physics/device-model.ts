import { type CommandAnswer, commandFamilies, type ParsedCommand, parseCommand } from '@lamplighter/contract';
import type { FaultKind } from './faults';

/** What the fleet needs of any simulated device, whatever its family. */
export interface DeviceModel {
  readonly code: string;
  readonly faults: ReadonlySet<FaultKind>;
  /** The simulated moment the model has been run up to. */
  readonly time: number;
  reportInterval: number;
  advance(to: number): void;
  telemetry(): Record<string, number>;
  attributes(): Record<string, string | number>;
  execute(command: ParsedCommand): CommandAnswer;
  setFault(kind: FaultKind, on: boolean): void;
}

/** Checks a received command against the contract and the family, then lets the model run it. */
export function handleCommand(model: DeviceModel, deviceType: number, request: unknown): CommandAnswer {
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
