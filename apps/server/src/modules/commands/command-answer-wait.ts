import { type CommandEvent, type CommandResult, openCommandStates } from '@lamplighter/contract';
import type { EventBus } from '../../platform/event-bus';

/**
 * Sends a command to one device and waits at most `waitMs` until it has settled there (succeeded,
 * failed or expired), for a person waiting on screen for the answer. It listens from before the
 * command is sent, since a device close by answers before the send returns; and on the event bus,
 * which carries the outcomes of every platform process, so that the wait ends whichever process's
 * broker the device is connected to. Answers whether it settled in time.
 */
export async function sentAndSettled(
  events: EventBus,
  send: () => Promise<CommandResult>,
  waitMs: number,
): Promise<{ result: CommandResult; settled: boolean }> {
  const settled = new Set<number>();
  let wake = () => {};
  const stop = events.subscribe((event) => {
    if (event.type !== 'command') return;
    const { commandid, state } = event.data as CommandEvent;
    if (openCommandStates.includes(state)) return;
    settled.add(commandid);
    wake();
  });
  try {
    const result = await send();
    if (settled.has(result.commandid)) return { result, settled: true };
    return await new Promise((resolve) => {
      const timer = setTimeout(() => resolve({ result, settled: false }), waitMs);
      wake = () => {
        if (!settled.has(result.commandid)) return;
        clearTimeout(timer);
        resolve({ result, settled: true });
      };
    });
  } finally {
    stop();
  }
}
