import { z } from 'zod';
import { endpoint } from './endpoint';
import { emptyEnvelope, envelope, listEnvelope } from './envelope';
import { flagField, idField, messageOf, pageNumField, pageSizeField, textField } from './fields';
import { type Language, translate } from './messages';
import type { WarningReasonKey } from './warning-messages';

/** Run state of a device; other values are shown as '--'. */
export const runStates = { 1: 'normal', 2: 'alarm', 3: 'fault', 4: 'offline', 5: 'upgrading' } as const;

/** Load state codes (PRODUCT.md); 2-8 are warning reasons. */
export const loadStates = {
  0: 'off',
  1: 'on',
  2: 'open-circuit protection',
  3: 'straight-through',
  4: 'short-circuit protection',
  5: 'overload protection',
  6: 'overload warning',
  7: 'line failure',
  8: 'dimming line disconnected',
} as const;

/** Battery state codes (PRODUCT.md); 0, 1 and 3-6 are warning reasons. */
export const batteryStates = {
  0: 'over-discharge',
  1: 'undervoltage',
  2: 'normal',
  3: 'voltage limiting',
  4: 'overvoltage',
  5: 'overtemperature',
  6: 'activation',
} as const;

/**
 * What a warning is about. One warning stands for one episode of one condition of one device:
 * it is raised when the condition starts and cleared (not deleted) when it ends.
 * - `state`: the device reports run state alarm or fault, or a load or battery state reason;
 * - `offline`: silent for longer than its reporting interval allows;
 * - `lamp-out`: dark at the device, its load mode says the lamp should burn, it draws no power;
 * - `day-burner`: broad daylight and the lamp draws power (load modes other than always on and debug);
 * - `battery-short`: at night the charge left will not keep the lamp burning until sunrise;
 * - `weather`: a weather station's readings are past thresholds of its project (the reason names them).
 */
export const warningKinds = [
  'state',
  'offline',
  'lamp-out',
  'day-burner',
  'battery-short',
  'weather',
] as const;
export type WarningKind = (typeof warningKinds)[number];

export const warningItem = z.object({
  id: z.number().int(),
  deviceid: z.number().int().nullable(),
  devicecode: z.string(),
  kind: z.enum(warningKinds),
  devicetype: z.number().int().nullable(),
  projectname: z.string(),
  groupname: z.string(),
  runstate: z.number().int().nullable(),
  loadstate: z.number().int().nullable(),
  batterystate: z.number().int().nullable(),
  reason: z
    .string()
    .describe('load and battery reasons joined with a comma; for the other kinds, what was found'),
  createtime: z.string(),
  clearedtime: z.string().nullable().describe('when the condition ended; null while it lasts'),
  isread: z.number().int().describe('0 unread, 1 read, for the caller'),
});
export type WarningItem = z.infer<typeof warningItem>;

/** The states of a device that a state warning is about. */
export interface WarningStates {
  runstate: number | null;
  loadstate: number | null;
  batterystate: number | null;
}

/**
 * The reasons of a state warning as message keys: the load reason and the battery reason (the
 * seed joins both with a comma), or, for an alarm or fault the device gives neither for, that it
 * reported one. Empty when the states hold no reason.
 */
export function warningReasonKeys({ runstate, loadstate, batterystate }: WarningStates): WarningReasonKey[] {
  const keys: WarningReasonKey[] = [];
  if (loadstate !== null && loadstate >= 2 && loadstate <= 8)
    keys.push(`loadState.${loadstate}` as WarningReasonKey);
  if (batterystate !== null && batterystate !== 2 && batterystate in batteryStates)
    keys.push(`batteryState.${batterystate}` as WarningReasonKey);
  if (keys.length > 0) return keys;
  if (runstate === 2) return ['warningReason.alarmReported'];
  if (runstate === 3) return ['warningReason.faultReported'];
  return [];
}

/** The reasons of a state warning in a language, joined with a comma as the seed says. */
export function warningReason(states: WarningStates, lang: Language = 'en'): string {
  return warningReasonKeys(states)
    .map((key) => translate(key, lang))
    .join(',');
}

export const warningEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/remote/warninginfo/list',
    summary: "Warnings of the caller's account subtree, newest first",
    tag: 'warning',
    access: 'warning:list',
    query: z.object({
      pagenum: pageNumField,
      pagesize: pageSizeField,
      isread: flagField.optional(),
      devicecode: textField(64).min(1).optional().describe('only this device'),
      open: flagField.optional().describe('1: only warnings whose condition lasts; 0: only cleared ones'),
    }),
    response: listEnvelope(warningItem),
  }),
  read: endpoint({
    method: 'GET',
    path: '/remote/warninginfo/read',
    summary: 'Mark one warning (id) or all of them (isall=1) read for the caller',
    tag: 'warning',
    access: 'warning:read',
    query: z
      .object({ id: idField.optional(), isall: flagField.optional() })
      .refine((query) => query.id !== undefined || query.isall === 1, {
        path: ['id'],
        error: messageOf('validation.idUnlessAll'),
      }),
    response: emptyEnvelope,
  }),
  unreadCount: endpoint({
    method: 'GET',
    path: '/remote/warninginfo/unreadcount',
    summary: 'How many warnings of the subtree the caller has not read (the alarm badge)',
    tag: 'warning',
    access: 'warning:list',
    response: envelope(z.object({ count: z.number().int() })),
  }),
};
