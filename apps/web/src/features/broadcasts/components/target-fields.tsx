import { DEVICE_TYPE } from '@lamplighter/contract';
import { useQuery } from '@tanstack/react-query';
import { Form, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { FamilySelect } from '../../../shared/device-lists/family-select';
import { projectTreeQuery } from '../../../shared/inventory/inventory-queries';
import type { BroadcastFormValues, TargetKind } from '../lib/broadcast-form';

/** The fields of a form that names whom something reaches. */
export type TargetValues = Pick<BroadcastFormValues, 'targetkind' | 'devicecodes' | 'projectid' | 'groupid'>;

const KINDS: readonly TargetKind[] = ['terminals', 'group', 'project'];

/** Whom a broadcast reaches: chosen terminals, a group's or a project's. */
export function TargetFields() {
  const form = Form.useFormInstance<TargetValues>();
  const { t } = useTranslation();
  const kind: TargetKind = Form.useWatch('targetkind', form) ?? 'terminals';
  const projectId = Form.useWatch('projectid', form);
  const tree = useQuery(projectTreeQuery);
  const groups = tree.data?.find((project) => project.id === projectId)?.groups ?? [];
  const projects = (tree.data ?? []).map((project) => ({ value: project.id, label: project.name }));
  return (
    <>
      <Form.Item name="targetkind" label={t('broadcast.target')}>
        <Radio.Group
          optionType="button"
          options={KINDS.map((value) => ({ value, label: t(`broadcast.target.${value}`) }))}
        />
      </Form.Item>
      {kind === 'terminals' && (
        <Form.Item
          name="devicecodes"
          rules={[{ required: true, message: t('broadcast.terminals.required') }]}
        >
          <FamilySelect devicetype={DEVICE_TYPE.broadcastTerminal} by="devicecode" />
        </Form.Item>
      )}
      {kind !== 'terminals' && (
        <Form.Item name="projectid" rules={[{ required: true, message: t('broadcast.project.required') }]}>
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            aria-label={t('broadcast.target.project')}
            placeholder={t('broadcast.target.project')}
            options={projects}
            onChange={() => form.setFieldValue('groupid', undefined)}
          />
        </Form.Item>
      )}
      {kind === 'group' && (
        <Form.Item name="groupid" rules={[{ required: true, message: t('broadcast.group.required') }]}>
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            disabled={projectId === undefined}
            aria-label={t('broadcast.target.group')}
            placeholder={t('broadcast.target.group')}
            options={groups.map((group) => ({ value: group.id, label: group.name }))}
          />
        </Form.Item>
      )}
    </>
  );
}
