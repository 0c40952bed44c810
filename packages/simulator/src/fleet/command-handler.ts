import type { CommandAnswer } from '@lamplighter/contract';
import { type DeviceModel, handleCommand } from '../physics/device-model';
import type { SimClock } from './clock';
import type { RecentCommands } from './recent-commands';
import type { FleetStats } from './stats';

/**
 * Answers one command a device received: brings the model up to the present, runs the command
 * unless its id was run before (then the first answer is given again), and counts what happened.
 */
export async function answerCommand(
  target: { model: DeviceModel; deviceType: number; recent: RecentCommands },
  id: string,
  request: unknown,
  clock: SimClock,
  stats: FleetStats,
): Promise<CommandAnswer> {
  target.model.advance(clock.now());
  const run = target.recent.answer(id, () => handleCommand(target.model, target.deviceType, request));
  const answer = await run.answer;
  if (run.repeated) stats.commandsRepeated++;
  else if (answer.ok) stats.commandsRun++;
  else stats.commandsRefused++;
  return answer;
}

/** JSON of a payload, or undefined when it is not JSON. */
export function parseJson(payload: Buffer): unknown {
  try {
    return JSON.parse(payload.toString('utf8'));
  } catch {
    return undefined;
  }
}
