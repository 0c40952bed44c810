import {
  type DeviceFilter,
  type LampValueField,
  lampValueKeys,
  lampValuesOfFamilies,
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

/**
 * What the lamps of an export reported last, as their lists show it: burning or not, the values
 * their families have, when. None for an export that is not of lamp families only.
 */
export function lampExportColumns(filter: DeviceFilter): ExportColumn[] {
  const fields = lampValuesOfFamilies(filter.devicetype ?? []);
  if (fields.length === 0) return [];
  return [
    {
      key: 'lampon',
      label: { en: 'On/off', zh: '开关' },
      width: 10,
      value: (d, c) => (d.lampon === 0 || d.lampon === 1 ? LAMP_STATES[d.lampon][c.lang] : '--'),
    },
    ...fields.map(valueColumn),
    {
      key: 'reporttime',
      label: { en: 'Last report', zh: '最后上报' },
      width: 20,
      value: (d) => (d.reporttime ? wallClock(d.reporttime) : null),
      numFmt: TIME_FORMAT,
    },
  ];
}
