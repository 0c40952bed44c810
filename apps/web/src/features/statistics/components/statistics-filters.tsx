import {
  type StatisticsDimension,
  type StatisticsPeriod,
  statisticsDimensions,
  statisticsPeriods,
} from '@lamplighter/contract';
import { useQuery } from '@tanstack/react-query';
import { DatePicker, Flex, Segmented, Select } from 'antd';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { projectTreeQuery } from '../../../shared/inventory/inventory-queries';
import type { StatisticsFilter } from '../api/statistics';

const PICKERS = { day: 'date', month: 'month', year: 'year' } as const;

/** Period, rows per device/group/project, project and group, and the range of days. */
export function StatisticsFilters({
  filter,
  onChange,
  extra,
}: {
  filter: StatisticsFilter;
  onChange(next: StatisticsFilter): void;
  /** Shown after the filters (the export button). */
  extra?: ReactNode;
}) {
  const { t } = useTranslation();
  const tree = useQuery(projectTreeQuery);
  const groups = tree.data?.find((project) => project.id === filter.projectid)?.groups ?? [];
  const range =
    filter.from && filter.to ? ([dayjs(filter.from), dayjs(filter.to)] as [dayjs.Dayjs, dayjs.Dayjs]) : null;

  return (
    <Flex wrap gap={8} align="center">
      <Segmented
        value={filter.period}
        options={statisticsPeriods.map((value) => ({ value, label: t(`statistics.by.${value}`) }))}
        onChange={(period) =>
          onChange({ ...filter, period: period as StatisticsPeriod, from: undefined, to: undefined })
        }
      />
      <Segmented
        value={filter.dimension}
        options={statisticsDimensions.map((value) => ({ value, label: t(`statistics.per.${value}`) }))}
        onChange={(dimension) => onChange({ ...filter, dimension: dimension as StatisticsDimension })}
      />
      <Select
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        style={{ width: 170 }}
        placeholder={t('statistics.allProjects')}
        aria-label={t('inventory.project')}
        value={filter.projectid}
        options={(tree.data ?? []).map((project) => ({ value: project.id, label: project.name }))}
        onChange={(projectid) => onChange({ ...filter, projectid, groupid: undefined })}
      />
      <Select
        allowClear
        style={{ width: 150 }}
        disabled={filter.projectid === undefined}
        placeholder={t('statistics.allGroups')}
        aria-label={t('inventory.group')}
        value={filter.groupid}
        options={groups.map((group) => ({ value: group.id, label: group.name }))}
        onChange={(groupid) => onChange({ ...filter, groupid })}
      />
      <DatePicker.RangePicker
        picker={PICKERS[filter.period]}
        value={range}
        allowEmpty={[false, false]}
        placeholder={[t('statistics.defaultStart'), t('statistics.today')]}
        onChange={(value) =>
          onChange({
            ...filter,
            from: value?.[0]?.startOf(filter.period).format('YYYY-MM-DD'),
            to: value?.[1]?.endOf(filter.period).format('YYYY-MM-DD'),
          })
        }
      />
      {extra}
    </Flex>
  );
}
