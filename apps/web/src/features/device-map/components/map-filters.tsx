import { useQuery } from '@tanstack/react-query';
import { Button, Flex, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { deviceTypesQuery, projectTreeQuery } from '../../../shared/inventory/inventory-queries';
import { KNOWN_STATES } from '../../../shared/map/state-donut';
import type { PointsFilter } from '../api/device-map';

/** Project, group (of the chosen project), device types and run state; a change applies at once. */
export function MapFilters({
  value,
  onChange,
}: {
  value: PointsFilter;
  onChange: (next: PointsFilter) => void;
}) {
  const { t, i18n } = useTranslation();
  const tree = useQuery(projectTreeQuery);
  const types = useQuery(deviceTypesQuery(i18n.language));
  const groups = tree.data?.find((project) => project.id === value.projectid)?.groups ?? [];
  const search = { optionFilterProp: 'label' as const };
  return (
    <Flex wrap gap={8} align="center">
      <Select
        allowClear
        showSearch={search}
        aria-label={t('deviceMap.project')}
        placeholder={t('deviceMap.allProjects')}
        style={{ width: 180 }}
        loading={tree.isLoading}
        value={value.projectid}
        options={(tree.data ?? []).map((project) => ({ value: project.id, label: project.name }))}
        onChange={(projectid?: number) => onChange({ ...value, projectid, groupid: undefined })}
      />
      <Select
        allowClear
        showSearch={search}
        aria-label={t('deviceMap.group')}
        placeholder={t('deviceMap.allGroups')}
        style={{ width: 150 }}
        disabled={value.projectid === undefined}
        value={value.groupid}
        options={groups.map((group) => ({ value: group.id, label: group.name }))}
        onChange={(groupid?: number) => onChange({ ...value, groupid })}
      />
      <Select
        allowClear
        mode="multiple"
        maxTagCount="responsive"
        aria-label={t('deviceMap.type')}
        placeholder={t('deviceMap.allTypes')}
        style={{ width: 220 }}
        loading={types.isLoading}
        value={value.devicetype ?? []}
        options={(types.data ?? []).map((type) => ({ value: type.devicetypeid, label: type.devicetypename }))}
        onChange={(devicetype: number[]) =>
          onChange({ ...value, devicetype: devicetype.length ? devicetype : undefined })
        }
      />
      <Select
        allowClear
        aria-label={t('deviceMap.state')}
        placeholder={t('deviceMap.allStates')}
        style={{ width: 140 }}
        value={value.runstate}
        options={[
          ...KNOWN_STATES.map((state) => ({ value: state, label: t(`runState.${state}`) })),
          { value: 0, label: t('deviceMap.noState') },
        ]}
        onChange={(runstate?: number) => onChange({ ...value, runstate })}
      />
      <Button onClick={() => onChange({})}>{t('deviceMap.reset')}</Button>
    </Flex>
  );
}
