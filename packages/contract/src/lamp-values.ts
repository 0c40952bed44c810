import { z } from 'zod';
import { DEVICE_TYPE } from './device-types';
import { decimalField, integerField, messageOf } from './fields';
import { blankToUndefined } from './inventory-fields';

/**
 * The latest values a lamp list shows with each row, by the row's field and the telemetry key
 * they come from; `energytoday` is the energy the lamp consumed since its local midnight.
 */
export const lampValueKeys = {
  brightness: 'brightness',
  loadpower: 'loadPower',
  batterysoc: 'batterySoc',
  batteryvoltage: 'batteryVoltage',
  pvpower: 'pvPower',
  energytoday: 'energyConsumedToday',
} as const;
export type LampValueField = keyof typeof lampValueKeys;
export const lampValueFields = Object.keys(lampValueKeys) as [LampValueField, ...LampValueField[]];

/** The values a lamp has: a solar lamp its battery and panel as well; mains and matrix lamps do not. */
const withoutBattery: readonly LampValueField[] = ['brightness', 'loadpower', 'energytoday'];
export const lampValuesOfFamily: Readonly<Record<number, readonly LampValueField[]>> = {
  [DEVICE_TYPE.solarLight]: lampValueFields,
  [DEVICE_TYPE.mainsLight]: withoutBattery,
  [DEVICE_TYPE.bleMatrixLight]: withoutBattery,
};

/** The values some lamp families have between them, in the lists' order; none when one is not a lamp. */
export function lampValuesOfFamilies(families: readonly number[]): LampValueField[] {
  if (families.length === 0 || families.some((family) => !lampValuesOfFamily[family])) return [];
  return lampValueFields.filter((field) =>
    families.some((family) => lampValuesOfFamily[family]?.includes(field)),
  );
}

/** What a list row adds: each value null until the device reports it. */
export const lampValues = z.object({
  ...(Object.fromEntries(lampValueFields.map((field) => [field, z.number().nullable()])) as Record<
    LampValueField,
    z.ZodNullable<z.ZodNumber>
  >),
  lampon: z
    .number()
    .int()
    .nullable()
    .describe('1 when the latest load power shows the lamp burning, 0 when not, null before it reports'),
  reporttime: z.string().nullable().describe('when the platform last heard from the device'),
});
export type LampValues = z.infer<typeof lampValues>;

/** The orders a lamp list may ask for besides newest first; a device without the value comes last. */
export const deviceSortFields = [...lampValueFields, 'reporttime'] as const;
export type DeviceSortField = (typeof deviceSortFields)[number];

const bound = z.preprocess(blankToUndefined, decimalField(-1_000_000, 1_000_000).optional());

/** The filters and order of a lamp list, on top of the device filters. */
export const lampListFields = {
  lampon: z.preprocess(blankToUndefined, integerField(0, 1).optional().describe('1 burning, 0 not')),
  valuefield: z.enum(lampValueFields).optional().describe('the value `valuemin` and `valuemax` bound'),
  valuemin: bound.describe('the value at least this'),
  valuemax: bound.describe('the value at most this'),
  orderby: z.enum(deviceSortFields).optional().describe('newest first when not given'),
  order: z.enum(['asc', 'desc']).optional().describe('descending when not given'),
};

type LampListShape = { valuefield?: unknown; valuemin?: number | undefined; valuemax?: number | undefined };

/** A bound needs the value it bounds, and the lower bound may not pass the upper. */
export function refineLampList<T extends z.ZodType<LampListShape>>(schema: T) {
  return schema.superRefine((value, ctx) => {
    const bounded = value.valuemin !== undefined || value.valuemax !== undefined;
    if (bounded && value.valuefield === undefined) {
      ctx.addIssue({ code: 'custom', path: ['valuefield'], message: messageOf('validation.lampValueField') });
    }
    if (value.valuemin !== undefined && value.valuemax !== undefined && value.valuemin > value.valuemax) {
      ctx.addIssue({ code: 'custom', path: ['valuemax'], message: messageOf('validation.valueRange') });
    }
  });
}
