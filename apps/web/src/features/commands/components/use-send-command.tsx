import type { CommandMethod } from '@lamplighter/contract';
import { useQueryClient } from '@tanstack/react-query';
import { sharedKeys } from '../../../shared/api/query-keys';
import { useCommandSender } from '../../../shared/commands/use-command-sender';
import { commandKeys } from '../api/command-keys';

/** Sends a command to one device with the outcome alert, then reads the device and its command log again. */
export function useSendCommand(devicecode: string, waitoffline: boolean) {
  const queryClient = useQueryClient();
  const sender = useCommandSender({ devicecodes: [devicecode] }, waitoffline);

  async function send(method: CommandMethod, params: object): Promise<void> {
    await sender.send(method, params);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: commandKeys.log(devicecode) }),
      queryClient.invalidateQueries({ queryKey: sharedKeys.liveDevice(devicecode) }),
    ]);
  }

  return { send, busy: sender.busy };
}
