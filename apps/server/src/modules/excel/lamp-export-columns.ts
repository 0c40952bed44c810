import {
  type DeviceFilter,
  type LampValueField,
  LIGHT_TYPES,
  lampValueFields,
  lampValueKeys,
  telemetryKeys,
} from '@lamplighter/contract';
import { type ExportColumn, TIME_FORMAT, wallClock } from './export-sheets';

const LAMP_STATES = { 1: { en: 'on', zh: '开' }, 0: { en: 'off', zh: '关' } } as const;

/** A latest value as a number, headed by its telemetry key's name and unit; empty until it reports. */
function valueColumn(field: LampValueField): ExportColumn {
  const key = telemetryKeys.find((candidate) => candidate.key === lampValueKeys[field]);
  if (!key) throw new Error(`no telemetry key ${lampValueKeys[field]}`);
  return {
    key: field,
    label: { en: `${key.en} (${key.unit})`, zh: `${key.zh}(${key.unit})` },
    width: 12,
    value: (d) => d[field],
  };
}

/** What the lamps reported last, as their lists show it: burning or not, each value, when. */
export const lampExportColumns: ExportColumn[] = [
  {
    key: 'lampon',
    label: { en: 'On/off', zh: '开关' },
    width: 10,
    value: (d, c) => (d.lampon === 0 || d.lampon === 1 ? LAMP_STATES[d.lampon][c.lang] : '--'),
  },
  ...lampValueFields.map(valueColumn),
  {
    key: 'reporttime',
    label: { en: 'Last report', zh: '最后上报' },
    width: 20,
    value: (d) => (d.reporttime ? wallClock(d.reporttime) : null),
    numFmt: TIME_FORMAT,
  },
];

/** An export of lamp families only (a solar or mains lamps' list) carries what they reported last. */
export function exportsLampValues(filter: DeviceFilter): boolean {
  const families = filter.devicetype ?? [];
  return families.length > 0 && families.every((family) => LIGHT_TYPES.includes(family));
}
