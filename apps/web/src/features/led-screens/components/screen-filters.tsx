import { type ScreenState, screenStates } from '@lamplighter/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Form, Input, Select } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { projectTreeQuery } from '../../../shared/inventory/inventory-queries';

export interface ScreenFilterValues {
  name?: string | undefined;
  projectid?: number | undefined;
  groupid?: number | undefined;
  state?: ScreenState | undefined;
}

/** Number or name, project and its groups, and state (online, offline, fault). */
export function ScreenFilters({
  values,
  onSearch,
}: {
  values: ScreenFilterValues;
  onSearch: (values: ScreenFilterValues) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ScreenFilterValues>();
  const tree = useQuery(projectTreeQuery);
  const projectId = Form.useWatch('projectid', form);
  const groups = tree.data?.find((project) => project.id === projectId)?.groups ?? [];

  useEffect(() => {
    form.resetFields();
    form.setFieldsValue(values);
  }, [form, values]);

  return (
    <Form<ScreenFilterValues>
      form={form}
      name="ledScreenFilter"
      layout="inline"
      className="led-filters"
      onFinish={(next) => onSearch({ ...next, name: next.name?.trim() || undefined })}
    >
      <Form.Item name="name">
        <Input
          allowClear
          aria-label={t('ledScreen.filter.name')}
          placeholder={t('ledScreen.filter.name')}
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
          aria-label={t('ledScreen.state')}
          placeholder={t('ledScreen.filter.allStates')}
          style={{ width: 120 }}
          options={screenStates.map((state) => ({ value: state, label: t(`ledScreen.state.${state}`) }))}
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
