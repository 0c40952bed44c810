import { type ExpiryFilter, expiryFilters, type LampValueField } from '@lamplighter/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Form, Input, Select } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { deviceTypesQuery, projectTreeQuery } from '../../../shared/inventory/inventory-queries';
import type { DeviceListFilter } from '../api/devices';
import { LampValueFilters } from './lamp-value-filters';

export type DeviceFilterValues = Pick<
  DeviceListFilter,
  | 'keyword'
  | 'projectid'
  | 'groupid'
  | 'devicetype'
  | 'runstate'
  | 'expiry'
  | 'lampon'
  | 'valuefield'
  | 'valuemin'
  | 'valuemax'
>;

const RUN_STATES = [1, 2, 3, 4, 5];

/**
 * The filters of a device list: keyword, project and its groups, type, run state and expiry.
 * A list fixed to one family has no type filter; one whose project comes from a tree has no
 * project and group filters; a lamp list adds its values' filters (`lampValues`).
 */
export function DeviceFilters({
  values,
  onSearch,
  withType,
  withProject,
  lampValues,
}: {
  values: DeviceFilterValues;
  onSearch: (values: DeviceFilterValues) => void;
  withType: boolean;
  withProject: boolean;
  lampValues?: readonly LampValueField[] | undefined;
}) {
  const { t, i18n } = useTranslation();
  const [form] = Form.useForm<DeviceFilterValues>();
  const tree = useQuery({ ...projectTreeQuery, enabled: withProject });
  const types = useQuery({ ...deviceTypesQuery(i18n.language), enabled: withType });
  const projectId = Form.useWatch('projectid', form);
  const groups = tree.data?.find((project) => project.id === projectId)?.groups ?? [];

  // The form shows the filters in force, also when they are cleared from outside (empty state).
  useEffect(() => {
    form.resetFields();
    form.setFieldsValue(values);
  }, [form, values]);

  const expiryLabel = (value: ExpiryFilter) =>
    value === 'expired' ? t('device.expiryExpired') : t('device.expiryWithin', { days: value });

  return (
    <Form<DeviceFilterValues>
      form={form}
      name="device-filter"
      layout="inline"
      style={{ marginBottom: 16, rowGap: 8 }}
      onFinish={(next) =>
        onSearch({
          ...next,
          keyword: next.keyword?.trim() || undefined,
          valuemin: next.valuemin ?? undefined,
          valuemax: next.valuemax ?? undefined,
        })
      }
    >
      <Form.Item name="keyword">
        <Input
          allowClear
          aria-label={t('device.keyword')}
          placeholder={t('device.keyword')}
          style={{ width: 200 }}
        />
      </Form.Item>
      {withProject && (
        <>
          <Form.Item name="projectid">
            <Select
              allowClear
              showSearch
              optionFilterProp="label"
              aria-label={t('inventory.project')}
              placeholder={t('device.allProjects')}
              style={{ width: 150 }}
              options={(tree.data ?? []).map((project) => ({ value: project.id, label: project.name }))}
              onChange={() => form.setFieldValue('groupid', undefined)}
            />
          </Form.Item>
          <Form.Item name="groupid">
            <Select
              allowClear
              showSearch
              optionFilterProp="label"
              disabled={projectId === undefined}
              aria-label={t('inventory.group')}
              placeholder={t('device.allGroups')}
              style={{ width: 130 }}
              options={groups.map((group) => ({ value: group.id, label: group.name }))}
            />
          </Form.Item>
        </>
      )}
      {withType && (
        <Form.Item name="devicetype">
          <Select
            mode="multiple"
            allowClear
            optionFilterProp="label"
            maxTagCount="responsive"
            aria-label={t('device.type')}
            placeholder={t('device.allTypes')}
            style={{ width: 180 }}
            options={(types.data ?? []).map((type) => ({
              value: type.devicetypeid,
              label: type.devicetypename,
            }))}
          />
        </Form.Item>
      )}
      <Form.Item name="runstate">
        <Select
          allowClear
          aria-label={t('device.runState')}
          placeholder={t('device.allRunStates')}
          style={{ width: 130 }}
          options={[
            ...RUN_STATES.map((state) => ({ value: state, label: t(`runState.${state}`) })),
            { value: 0, label: t('device.noRunState') },
          ]}
        />
      </Form.Item>
      <Form.Item name="expiry">
        <Select
          allowClear
          aria-label={t('device.expiry')}
          placeholder={t('device.anyExpiry')}
          style={{ width: 150 }}
          options={expiryFilters.map((value) => ({ value, label: expiryLabel(value) }))}
        />
      </Form.Item>
      {lampValues && <LampValueFilters fields={lampValues} />}
      <Form.Item>
        <Button type="primary" htmlType="submit">
          {t('common.search')}
        </Button>
      </Form.Item>
    </Form>
  );
}
