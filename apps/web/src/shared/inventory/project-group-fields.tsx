import { useQuery } from '@tanstack/react-query';
import { Form, type FormInstance, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { projectTreeQuery } from './inventory-queries';

/**
 * The project and group of a form (fields `projectid` and `groupid`): the groups offered are those
 * of the chosen project, and changing the project clears a group of another one.
 */
export function ProjectGroupFields({
  form,
  groupRequired = false,
}: {
  form: FormInstance;
  groupRequired?: boolean;
}) {
  const { t } = useTranslation();
  const tree = useQuery(projectTreeQuery);
  const projectId = Form.useWatch('projectid', form) as number | undefined;
  const groups = tree.data?.find((project) => project.id === projectId)?.groups ?? [];
  return (
    <>
      <Form.Item
        name="projectid"
        label={t('inventory.project')}
        rules={[{ required: true, message: t('validation.selectProject') }]}
      >
        <Select
          showSearch
          optionFilterProp="label"
          loading={tree.isLoading}
          placeholder={t('validation.selectProject')}
          options={(tree.data ?? []).map((project) => ({ value: project.id, label: project.name }))}
          onChange={() => form.setFieldValue('groupid', undefined)}
        />
      </Form.Item>
      <Form.Item
        name="groupid"
        label={t('inventory.group')}
        rules={groupRequired ? [{ required: true, message: t('validation.selectGroup') }] : []}
      >
        <Select
          allowClear
          showSearch
          optionFilterProp="label"
          disabled={projectId === undefined}
          placeholder={t('validation.selectGroup')}
          options={groups.map((group) => ({ value: group.id, label: group.name }))}
        />
      </Form.Item>
    </>
  );
}
