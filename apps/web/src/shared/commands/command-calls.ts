import { type CommandMethod, endpoints } from '@lamplighter/contract';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../api/api';
import type { InputOf } from '../api/contract-client';
import { domainKeys } from '../api/query-keys';
import { useCallMutation } from '../api/use-call-mutation';

/** Where a command goes: numbered devices, or every device of a group or of a project. */
export type CommandTarget = { devicecodes: string[] } | { groupid: number } | { projectid: number };

/** What `POST /remote/device/command` gets (queued for offline devices when asked). */
export const commandInput = (
  target: CommandTarget,
  method: CommandMethod,
  params: object,
  waitoffline: boolean,
) =>
  ({
    ...target,
    method,
    params: JSON.stringify(params),
    waitoffline,
  }) as InputOf<typeof endpoints.deviceCommand.send>;

/** Sends a command; silent, since the caller shows the outcome alert. */
export const useSendCommandMutation = () => useCallMutation(endpoints.deviceCommand.send, { silent: true });

/** Lighting commands someone else sent to these devices in the last minute (none for other methods). */
export const commandConflicts = (target: CommandTarget, method: CommandMethod) =>
  call(
    endpoints.deviceCommand.conflicts,
    { ...target, method } as InputOf<typeof endpoints.deviceCommand.conflicts>,
    { silent: true },
  );

/** Under the commands' root, so that a change of any command reloads it. */
export const commandDetailKey = (id: number) => [...domainKeys.commands, { command: id }];

/** One command with its state at each device. */
export const commandDetailQuery = (id: number) =>
  queryOptions({
    queryKey: commandDetailKey(id),
    queryFn: () => call(endpoints.deviceCommand.detail, { id }),
  });
