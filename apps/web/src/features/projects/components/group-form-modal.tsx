import type { DeviceGroup } from '@lamplighter/contract';
import { Form, Input, Modal } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { GroupInput } from '../api/groups';
import { ProjectSelect } from './project-select';

/**
 * What the group form is opened for: a new group (in a given project when `projectId` is set),
 * a change of one, or a rename from the project tree (its project stays).
 */
export interface GroupEditing {
  group?: DeviceGroup;
  projectId?: number;
  rename?: boolean;
}

export function GroupFormModal({
  editing,
  onClose,
  onSubmit,
}: {
  editing: GroupEditing | undefined;
  onClose: () => void;
  onSubmit: (input: GroupInput) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<GroupInput>();
  const group = editing?.group;
  const projectFixed = editing?.rename === true || (group === undefined && editing?.projectId !== undefined);

  useEffect(() => {
    if (!editing) return;
    form.resetFields();
    form.setFieldsValue(group ? { ...group } : { projectid: editing.projectId });
  }, [editing, group, form]);

  async function save() {
    const values = await form.validateFields();
    await onSubmit({
      projectid: values.projectid,
      name: values.name,
      description: values.description ?? '',
    });
  }

  const title = editing?.rename ? 'project.group.rename' : group ? 'project.group.edit' : 'project.group.add';
  return (
    <Modal
      open={editing !== undefined}
      title={t(title)}
      onCancel={onClose}
      onOk={() => void save().catch(() => undefined)}
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
      destroyOnHidden
      width={520}
    >
      <Form form={form} name="group" layout="vertical" requiredMark>
        <Form.Item
          name="projectid"
          label={t('project.group.project')}
          rules={[{ required: true, message: t('validation.selectProject') }]}
        >
          <ProjectSelect disabled={projectFixed} placeholder={t('validation.selectProject')} />
        </Form.Item>
        <Form.Item
          name="name"
          label={t('project.group.name')}
          rules={[{ required: true, whitespace: true, message: t('validation.groupName') }, { max: 100 }]}
        >
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item name="description" label={t('project.group.description')} rules={[{ max: 500 }]}>
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 5 }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
