import { gatewayModes } from '@lamplighter/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Form, Input, Select } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { projectTreeQuery } from '../inventory/inventory-queries';
import type { NetworkFilterValues } from './network-types';

const RUN_STATES = [1, 2, 3, 4, 5];

/** Keyword, project and its groups, run state and, for gateways, the mode. */
export function NetworkFilters({
  values,
  withMode,
  keywordLabel,
  onSearch,
}: {
  values: NetworkFilterValues;
  withMode: boolean;
  /** What the keyword searches, when a list searches other fields than the gateways' and loop controllers'. */
  keywordLabel?: string;
  onSearch: (values: NetworkFilterValues) => void;
}) {
  const { t } = useTranslation();
  const keyword = keywordLabel ?? t('network.keyword');
  const [form] = Form.useForm<NetworkFilterValues>();
  const tree = useQuery(projectTreeQuery);
  const projectId = Form.useWatch('projectid', form);
  const groups = tree.data?.find((project) => project.id === projectId)?.groups ?? [];

  useEffect(() => {
    form.resetFields();
    form.setFieldsValue(values);
  }, [form, values]);

  return (
    <Form<NetworkFilterValues>
      form={form}
      name="networkFilter"
      layout="inline"
      style={{ marginBottom: 16, rowGap: 8 }}
      onFinish={(next) => onSearch({ ...next, keyword: next.keyword?.trim() || undefined })}
    >
      <Form.Item name="keyword">
        <Input allowClear aria-label={keyword} placeholder={keyword} style={{ width: 220 }} />
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
      {withMode && (
        <Form.Item name="mode">
          <Select
            allowClear
            aria-label={t('network.mode')}
            placeholder={t('network.allModes')}
            style={{ width: 150 }}
            options={gatewayModes.map((mode) => ({ value: mode, label: t(`network.mode.${mode}`) }))}
          />
        </Form.Item>
      )}
      <Form.Item name="runstate">
        <Select
          allowClear
          aria-label={t('network.runState')}
          placeholder={t('network.allRunStates')}
          style={{ width: 150 }}
          options={[
            ...RUN_STATES.map((state) => ({ value: state, label: t(`runState.${state}`) })),
            { value: 0, label: t('network.noRunState') },
          ]}
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
