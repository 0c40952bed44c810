import { z } from 'zod';
import { type CommandMethod, commandMethods, commandParams } from './commands';
import { deviceCodeField } from './devices';
import { endpoint } from './endpoint';
import { envelope, listEnvelope } from './envelope';
import { idField, integerField, messageOf, pageNumField, pageSizeField } from './fields';
import { optionalId } from './inventory-fields';

/**
 * The platform's command call (`POST /remote/device/command`) and the command log: one command
 * for one device, a selection, a group or a project; every device gets its own state.
 */

/** How long a command waits for its answer (or, queued, for its device) unless told. */
export const COMMAND_TTL_DEFAULT_SECONDS = 600;
export const COMMAND_TTL_MIN_SECONDS = 10;
export const COMMAND_TTL_MAX_SECONDS = 7 * 24 * 3600;
/** The most devices one command call names by number: a selection, or all a list's filters find. */
export const COMMAND_MAX_CODES = 10_000;

/**
 * The state of a command at one device: queued (device offline, waiting for it) -> sent (published
 * to the device, or handed out on an HTTP poll) -> delivered (the device acknowledged the QoS 1
 * message) -> succeeded or failed (the device's answer); expired when no answer came in time.
 */
export const commandStates = ['queued', 'sent', 'delivered', 'succeeded', 'failed', 'expired'] as const;
export type CommandState = (typeof commandStates)[number];
export const openCommandStates: readonly CommandState[] = ['queued', 'sent', 'delivered'];

/** What a command went to, as the caller named it. */
export const commandTargetTypes = ['devices', 'group', 'project'] as const;
export type CommandTargetType = (typeof commandTargetTypes)[number];

const codesField = z.preprocess(
  (value) =>
    value === undefined || value === '' || Array.isArray(value)
      ? value
      : String(value).split(',').filter(Boolean),
  z
    .array(deviceCodeField, { error: messageOf('validation.selectDevices') })
    .min(1, { error: messageOf('validation.selectDevices') })
    .max(COMMAND_MAX_CODES)
    .optional(),
);

function jsonOrText(value: string): unknown {
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

/**
 * The parameters of one method: an object (JSON, or form fields `params[on]=true`), or JSON text in
 * one form field; none given is none.
 */
function paramsOf<S extends z.core.SomeType>(schema: S) {
  return z.preprocess((value, ctx) => {
    const read =
      value === undefined || value === '' ? {} : typeof value === 'string' ? jsonOrText(value) : value;
    if (typeof read !== 'object' || read === null || Array.isArray(read)) {
      ctx.addIssue({ code: 'custom', message: messageOf('validation.commandParams') });
    }
    return read;
  }, schema);
}

const flag = z.preprocess(
  (value) =>
    value === 'true' || value === '1' || value === 1
      ? true
      : value === 'false' || value === '0' || value === 0
        ? false
        : value,
  z.boolean(),
);

const commandOptions = z.object({
  devicecodes: codesField.describe('device numbers; or groupid, or projectid'),
  groupid: optionalId.describe('every device of the group'),
  projectid: optionalId.describe('every device of the project'),
  waitoffline: flag
    .default(false)
    .describe('queue the command for offline devices until they return or it expires'),
  ttl: integerField(COMMAND_TTL_MIN_SECONDS, COMMAND_TTL_MAX_SECONDS, 'validation.commandTtl')
    .default(COMMAND_TTL_DEFAULT_SECONDS)
    .describe(`seconds until the command expires (${COMMAND_TTL_MIN_SECONDS}-${COMMAND_TTL_MAX_SECONDS})`),
});

/** What a command goes to: device numbers, a group or a project (exactly one of them). */
export const commandTargetFields = commandOptions.pick({ devicecodes: true, groupid: true, projectid: true });

export function oneCommandTarget(
  value: { devicecodes?: unknown; groupid?: unknown; projectid?: unknown },
  ctx: z.RefinementCtx,
): void {
  const targets = [value.devicecodes, value.groupid, value.projectid].filter((t) => t !== undefined);
  if (targets.length !== 1) {
    ctx.addIssue({ code: 'custom', path: ['devicecodes'], message: messageOf('validation.commandTarget') });
  }
}

/** The call for one method: its own params schema, so that every parameter is named and typed. */
function commandOf<M extends CommandMethod>(method: M) {
  return commandOptions.extend({
    method: z.literal(method),
    params: paramsOf<(typeof commandParams)[M]>(commandParams[method]).describe(
      `the parameters of ${method} (docs/protocol.md)`,
    ),
  });
}

type CommandCall = { [M in CommandMethod]: ReturnType<typeof commandOf<M>> }[CommandMethod];

export const sendCommandBody = z
  .discriminatedUnion('method', commandMethods.map(commandOf) as [CommandCall, ...CommandCall[]], {
    error: messageOf('validation.commandMethod'),
  })
  .superRefine(oneCommandTarget);
export type SendCommandInput = z.output<typeof sendCommandBody>;

/** The numbers the command went to, and those that were offline. */
export const socketResult = z.object({
  handleDevice: z.array(z.string()).describe('numbers the command was sent to'),
  offlineDevice: z
    .array(z.string())
    .describe('numbers that were offline: queued when waitoffline, otherwise not sent'),
});

export const commandResult = z.object({
  commandid: z.number().int().describe('follow the per-device states with /remote/device/command/detail'),
  socketResultMap: z.record(z.string(), socketResult).describe('one entry, keyed by the method'),
  nonexistentList: z.array(z.string()).describe('numbers unknown, or outside the caller’s account subtree'),
  unsupportedList: z
    .array(z.string())
    .describe('numbers of devices whose family does not obey the method; nothing was sent to them'),
  waitoffline: z.boolean().describe('whether offlineDevice is queued'),
  expiretime: z.string(),
});
export type CommandResult = z.infer<typeof commandResult>;

/** A command at one device. */
export const commandDeviceState = z.object({
  deviceid: z.number().int(),
  devicecode: z.string(),
  state: z.enum(commandStates),
  answer: z.unknown().describe('the device’s answer; null until it answered'),
  error: z.string().describe('why it failed or expired; empty otherwise'),
  senttime: z.string().nullable(),
  deliveredtime: z.string().nullable(),
  finishtime: z.string().nullable().describe('when it succeeded, failed or expired'),
  updatetime: z.string(),
});
export type CommandDeviceState = z.infer<typeof commandDeviceState>;

/** The live event `command` (server-sent events), told for every change of state at a device. */
export const commandEvent = z.object({
  id: z.number().int().describe('the command’s id at this device: the RPC request id it sees'),
  commandid: z.number().int(),
  deviceid: z.number().int(),
  devicecode: z.string(),
  method: z.enum(commandMethods as [CommandMethod, ...CommandMethod[]]),
  state: z.enum(commandStates),
  error: z.string(),
});
export type CommandEvent = z.infer<typeof commandEvent>;

export const commandCounts = z.object(
  Object.fromEntries(commandStates.map((state) => [state, z.number().int()])) as Record<
    CommandState,
    z.ZodNumber
  >,
);

/** A command as the log shows it: who, when, what, to what, and how far it got. */
export const commandSummary = z.object({
  id: z.number().int(),
  accountid: z.number().int().describe('the account that sent it'),
  username: z.string(),
  createtime: z.string(),
  expiretime: z.string(),
  method: z.enum(commandMethods as [CommandMethod, ...CommandMethod[]]),
  params: z.record(z.string(), z.unknown()),
  targettype: z.enum(commandTargetTypes),
  target: z.string().describe('the numbers, the group or the project, as named'),
  waitoffline: z.boolean(),
  counts: commandCounts.describe('devices in each state'),
  device: commandDeviceState
    .nullable()
    .describe('with the devicecode filter: that device’s state; otherwise null'),
});
export type CommandSummary = z.infer<typeof commandSummary>;

export const commandDetail = commandSummary.extend({ devices: z.array(commandDeviceState) });
export type CommandDetail = z.infer<typeof commandDetail>;

/** Commands that change how lamps light: two people sending them to the same lamps at once collide. */
export const lightingMethods: readonly CommandMethod[] = ['switch', 'dimming', 'loadMode', 'holidayMode'];
/** How far back a lighting command of someone else counts as a collision. */
export const COMMAND_CONFLICT_SECONDS = 60;

/** The target of a command about to be sent, and its method: is someone else commanding those lamps? */
export const commandConflictQuery = commandTargetFields
  .extend({ method: z.enum(commandMethods as [CommandMethod, ...CommandMethod[]]) })
  .superRefine(oneCommandTarget);

export type CommandConflictQuery = z.output<typeof commandConflictQuery>;

/** A lighting command someone else sent to some of the same devices within the last minute. */
export const commandConflict = z.object({
  commandid: z.number().int(),
  username: z
    .string()
    .describe("who sent it; empty when the sender's account is outside the caller's subtree"),
  method: z.enum(commandMethods as [CommandMethod, ...CommandMethod[]]),
  params: z.record(z.string(), z.unknown()),
  createtime: z.string(),
  devices: z.number().int().describe('how many of the devices asked about it went to'),
});
export type CommandConflict = z.infer<typeof commandConflict>;

export const commandListQuery = z.object({
  pagenum: pageNumField,
  pagesize: pageSizeField,
  devicecode: deviceCodeField.optional().describe('commands that went to this device'),
  commandid: optionalId.describe('this command'),
});

export const deviceCommandEndpoints = {
  send: endpoint({
    method: 'POST',
    path: '/remote/device/command',
    summary: 'Send a command to devices, a group or a project of the subtree',
    tag: 'command',
    access: 'device:command',
    audit: 'device.command',
    body: sendCommandBody,
    response: envelope(commandResult),
  }),
  list: endpoint({
    method: 'GET',
    path: '/remote/device/command/list',
    summary: 'The command log of the subtree, newest first',
    tag: 'command',
    access: 'device:command:list',
    query: commandListQuery,
    response: listEnvelope(commandSummary),
  }),
  conflicts: endpoint({
    method: 'POST',
    path: '/remote/device/command/conflicts',
    summary: `Lighting commands someone else sent to any of these devices in the last ${COMMAND_CONFLICT_SECONDS} s, newest first (asked before sending, to warn)`,
    tag: 'command',
    access: 'device:command',
    body: commandConflictQuery,
    response: envelope(z.array(commandConflict)),
  }),
  detail: endpoint({
    method: 'GET',
    path: '/remote/device/command/detail',
    summary: 'One command with the state at each device',
    tag: 'command',
    access: 'device:command:list',
    query: z.object({ id: idField }),
    response: envelope(commandDetail),
  }),
};
