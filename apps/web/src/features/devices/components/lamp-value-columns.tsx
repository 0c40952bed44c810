import {
  type DeviceListRow,
  type DeviceSortField,
  type LampValueField,
  lampValueKeys,
} from '@lamplighter/contract';
import { Tag } from 'antd';
import type { ColumnType } from 'antd/es/table';
import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import { formatTime } from '../../../shared/format';
import { formatValue } from '../../../shared/telemetry/telemetry-labels';

/** The columns of what a lamp reported last. */
export const lampColumnKeys = [
  'lampon',
  'brightness',
  'loadpower',
  'batterysoc',
  'batteryvoltage',
  'pvpower',
  'energytoday',
  'reporttime',
] as const;
export type LampColumnKey = (typeof lampColumnKeys)[number];

/** The order a list asks the server for; none is newest first. */
export interface ListSort {
  orderby: DeviceSortField;
  order: 'asc' | 'desc';
}

type Column = ColumnType<DeviceListRow>;

/** The heading of each value, as a text key. */
export const LAMP_VALUE_HEADINGS: Record<LampValueField, string> = {
  brightness: 'device.brightness',
  loadpower: 'device.loadPower',
  batterysoc: 'device.batterySoc',
  batteryvoltage: 'device.batteryVoltage',
  pvpower: 'device.pvPower',
  energytoday: 'device.energyToday',
};

/**
 * Headings that are one word in a language (Brightness, 今日耗电量) need the room with their sort
 * arrows; the others wrap between their words.
 */
const UNBROKEN_HEADING_WIDTHS: Partial<Record<LampValueField, number>> = {
  brightness: 100,
  energytoday: 112,
};

/** A report of today by its time, an older one by its day: the full time shows on hover. */
function ReportTime({ time }: { time: string | null }) {
  if (time === null) return '--';
  const at = dayjs(time);
  const short = at.isSame(dayjs(), 'day') ? at.format('HH:mm:ss') : at.format('YYYY-MM-DD');
  return <span title={formatTime(time)}>{short}</span>;
}

/** A column the server sorts: the heading's arrows show and change `sort`. */
function sortable(field: DeviceSortField, sort: ListSort | undefined): Column {
  return {
    sorter: true,
    sortDirections: ['descend', 'ascend'],
    sortOrder: sort?.orderby === field ? (sort.order === 'asc' ? 'ascend' : 'descend') : null,
  };
}

function valueColumn(t: TFunction, field: LampValueField, sort: ListSort | undefined): Column {
  return {
    title: t(LAMP_VALUE_HEADINGS[field]),
    dataIndex: field,
    width: UNBROKEN_HEADING_WIDTHS[field] ?? 88,
    align: 'right',
    render: (value: number | null) => (value === null ? '--' : formatValue(lampValueKeys[field], value)),
    ...sortable(field, sort),
  };
}

export function lampColumns(t: TFunction, sort: ListSort | undefined): Record<LampColumnKey, Column> {
  const values = Object.fromEntries(
    (Object.keys(LAMP_VALUE_HEADINGS) as LampValueField[]).map((field) => [
      field,
      valueColumn(t, field, sort),
    ]),
  ) as Record<LampValueField, Column>;
  return {
    ...values,
    lampon: {
      title: t('device.lampOn'),
      dataIndex: 'lampon',
      width: 64,
      render: (on: number | null) =>
        on === null ? '--' : <Tag color={on ? 'gold' : 'default'}>{t(on ? 'device.on' : 'device.off')}</Tag>,
    },
    reporttime: {
      title: t('device.reportTime'),
      dataIndex: 'reporttime',
      width: 92,
      render: (time: string | null) => <ReportTime time={time} />,
      ...sortable('reporttime', sort),
    },
  };
}
