import type { CommandResult } from '@lamplighter/contract';

/**
 * The device-command outcome, as the numbers the command was sent to and those it
 * could not be sent to (offline and not queued, unknown, or of a family without the method), and
 * the offline ones it waits for when asked to. No answer at all counts as failed for every number asked.
 */
export function commandOutcome(result: CommandResult | null | undefined, asked: string[]) {
  if (!result) return { sent: [], failed: asked, queued: [] };
  const entries = Object.values(result.socketResultMap);
  const sent = entries.flatMap((entry) => entry.handleDevice);
  const offline = [...new Set(entries.flatMap((entry) => entry.offlineDevice))];
  const failed = [
    ...(result.waitoffline ? [] : offline),
    ...result.nonexistentList,
    ...result.unsupportedList,
  ];
  return {
    sent: [...new Set(sent)],
    failed: [...new Set(failed)],
    queued: result.waitoffline ? offline : [],
  };
}
