import { type ScreenState, screenStates } from '@lamplighter/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Form, Input, Select } from 'antd';
import { useEffect } from 'react';
import './device-lists.css';
import { useTranslation } from 'react-i18next';
import { projectTreeQuery } from '../inventory/inventory-queries';

export interface DeviceFilterValues {
  name?: string | undefined;
  projectid?: number | undefined;
  groupid?: number | undefined;
  state?: ScreenState | undefined;
}

/** A device list's filters: number or name, project and its groups, and state (online, offline, fault). */
export function DeviceFilters({
  name,
  values,
  onSearch,
}: {
  /** The form's name, unique on the page. */
  name: string;
  values: DeviceFilterValues;
  onSearch: (values: DeviceFilterValues) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<DeviceFilterValues>();
  const tree = useQuery(projectTreeQuery);
  const projectId = Form.useWatch('projectid', form);
  const groups = tree.data?.find((project) => project.id === projectId)?.groups ?? [];

  useEffect(() => {
    form.resetFields();
    form.setFieldsValue(values);
  }, [form, values]);

  return (
    <Form<DeviceFilterValues>
      form={form}
      name={name}
      layout="inline"
      className="device-filters"
      onFinish={(next) => onSearch({ ...next, name: next.name?.trim() || undefined })}
    >
      <Form.Item name="name">
        <Input
          allowClear
          aria-label={t('deviceList.filter.name')}
          placeholder={t('deviceList.filter.name')}
          style={{ width: 180 }}
        />
      </Form.Item>
      <Form.Item name="projectid">
        <Select
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          aria-label={t('inventory.project')}
          placeholder={t('network.allProjects')}
          style={{ width: 160 }}
          options={(tree.data ?? []).map((project) => ({ value: project.id, label: project.name }))}
          onChange={() => form.setFieldValue('groupid', undefined)}
        />
      </Form.Item>
      <Form.Item name="groupid">
        <Select
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          disabled={projectId === undefined}
          aria-label={t('inventory.group')}
          placeholder={t('network.allGroups')}
          style={{ width: 140 }}
          options={groups.map((group) => ({ value: group.id, label: group.name }))}
        />
      </Form.Item>
      <Form.Item name="state">
        <Select
          allowClear
          aria-label={t('deviceList.state')}
          placeholder={t('deviceList.filter.allStates')}
          style={{ width: 120 }}
          options={screenStates.map((state) => ({ value: state, label: t(`deviceList.state.${state}`) }))}
        />
      </Form.Item>
      <Form.Item>
        <Button type="primary" htmlType="submit">
          {t('common.search')}
        </Button>
      </Form.Item>
    </Form>
  );
}
