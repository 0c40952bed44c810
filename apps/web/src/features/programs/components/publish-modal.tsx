import { DEVICE_TYPE, type ProgramSummary } from '@lamplighter/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Flex, Form, Modal, Radio, Select, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FamilySelect } from '../../../shared/device-lists/family-select';
import { projectTreeQuery } from '../../../shared/inventory/inventory-queries';
import { useProgramWrites } from '../api/programs';
import { PublishResults } from './publish-results';

type TargetKind = 'screens' | 'group' | 'project';
interface PublishValues {
  kind: TargetKind;
  devicecodes?: string[];
  projectid?: number;
  groupid?: number;
}

/**
 * Sends an approved program to LED screens — chosen ones, a group's or a project's — and then shows
 * each screen's state live: sent, played (succeeded), failed with the screen's reason, or waiting
 * for a screen that is off, which gets it when it returns within a week.
 */
export function PublishModal({ program, onClose }: { program: ProgramSummary; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<PublishValues>();
  const kind = Form.useWatch('kind', form) ?? 'screens';
  const projectId = Form.useWatch('projectid', form);
  const [commandId, setCommandId] = useState<number>();
  const [skipped, setSkipped] = useState<string[]>([]);
  const tree = useQuery(projectTreeQuery);
  const groups = tree.data?.find((project) => project.id === projectId)?.groups ?? [];
  const { publish } = useProgramWrites();

  async function send() {
    const values = await form.validateFields();
    const target =
      values.kind === 'screens'
        ? { devicecodes: values.devicecodes ?? [] }
        : values.kind === 'group'
          ? { groupid: values.groupid ?? 0 }
          : { projectid: values.projectid ?? 0 };
    const { command } = await publish.mutateAsync({ id: program.id, ...target });
    setSkipped([...command.unsupportedList, ...command.nonexistentList]);
    setCommandId(command.commandid);
  }

  return (
    <Modal
      open
      width={760}
      title={t('program.publish.title', { name: program.name, version: program.version })}
      onCancel={onClose}
      footer={
        commandId === undefined ? (
          <Flex justify="end" gap={8}>
            <Button onClick={onClose}>{t('common.cancel')}</Button>
            <Button type="primary" loading={publish.isPending} onClick={send}>
              {t('program.publish.send')}
            </Button>
          </Flex>
        ) : (
          <Button type="primary" onClick={onClose}>
            {t('program.publish.close')}
          </Button>
        )
      }
      destroyOnHidden
    >
      {commandId === undefined ? (
        <Form form={form} layout="vertical" initialValues={{ kind: 'screens' }}>
          <Form.Item name="kind" label={t('program.publish.to')}>
            <Radio.Group
              optionType="button"
              options={(['screens', 'group', 'project'] as const).map((value) => ({
                value,
                label: t(`program.publish.to.${value}`),
              }))}
            />
          </Form.Item>
          {kind === 'screens' && (
            <Form.Item
              name="devicecodes"
              label={t('program.publish.screens')}
              rules={[{ required: true, message: t('program.publish.screensRequired') }]}
            >
              <FamilySelect devicetype={DEVICE_TYPE.ledScreen} by="devicecode" />
            </Form.Item>
          )}
          {kind !== 'screens' && (
            <Form.Item
              name="projectid"
              label={t('program.publish.project')}
              rules={[{ required: true, message: t('validation.selectProject') }]}
            >
              <Select
                showSearch={{ optionFilterProp: 'label' }}
                options={(tree.data ?? []).map((project) => ({ value: project.id, label: project.name }))}
                onChange={() => form.setFieldValue('groupid', undefined)}
              />
            </Form.Item>
          )}
          {kind === 'group' && (
            <Form.Item
              name="groupid"
              label={t('program.publish.group')}
              rules={[{ required: true, message: t('validation.selectGroup') }]}
            >
              <Select options={groups.map((group) => ({ value: group.id, label: group.name }))} />
            </Form.Item>
          )}
          <Typography.Paragraph type="secondary">{t('program.publish.hint')}</Typography.Paragraph>
        </Form>
      ) : (
        <Flex vertical gap={12}>
          {skipped.length > 0 && (
            <Alert
              type="warning"
              showIcon
              message={t('program.publish.skipped', { codes: skipped.join(', ') })}
            />
          )}
          <PublishResults programId={program.id} commandId={commandId} />
        </Flex>
      )}
    </Modal>
  );
}
