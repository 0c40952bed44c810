import type { Project } from '@lamplighter/contract';
import { useQuery } from '@tanstack/react-query';
import { Col, Form, Input, Modal, Row } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { userInfoQuery } from '../../../shared/api/queries';
import { CoordinateFields } from '../../../shared/map/map-picker-field';
import type { ProjectInput } from '../api/projects';
import { OwnerAccountField } from './owner-account-field';
import { ProvinceSelect } from './province-select';

interface ProjectValues {
  name: string;
  description?: string;
  province?: string;
  city?: string;
  accountid?: number;
  longitude?: number | null;
  latitude?: number | null;
}

/** A new project (owned by the caller unless another account is chosen) or a change of one. */
export function ProjectFormModal({
  project,
  open,
  onClose,
  onSubmit,
}: {
  project: Project | undefined;
  open: boolean;
  onClose: () => void;
  onSubmit: (input: ProjectInput) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ProjectValues>();
  const me = useQuery(userInfoQuery).data;

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(
      project
        ? { ...project, province: project.province || undefined }
        : { accountid: me?.id, longitude: null, latitude: null },
    );
  }, [open, project, form, me?.id]);

  async function save() {
    const values = await form.validateFields();
    await onSubmit({
      name: values.name,
      description: values.description ?? '',
      province: values.province ?? '',
      city: values.city ?? '',
      accountid: values.accountid,
      // An empty coordinate is sent as such, so that a change can take the centre away.
      longitude: values.longitude ?? '',
      latitude: values.latitude ?? '',
    });
  }

  return (
    <Modal
      open={open}
      title={t(project ? 'project.edit' : 'project.add')}
      onCancel={onClose}
      onOk={() => void save().catch(() => undefined)}
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
      destroyOnHidden
      width={600}
    >
      <Form form={form} name="project" layout="vertical" requiredMark>
        <Form.Item
          name="name"
          label={t('project.name')}
          rules={[{ required: true, whitespace: true, message: t('validation.projectName') }, { max: 100 }]}
        >
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item name="description" label={t('project.description')} rules={[{ max: 500 }]}>
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 5 }} />
        </Form.Item>
        <Row gutter={12}>
          <Col span={12}>
            <Form.Item name="province" label={t('project.province')}>
              <ProvinceSelect placeholder={t('project.selectProvince')} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="city" label={t('project.city')} rules={[{ max: 50 }]}>
              <Input autoComplete="off" />
            </Form.Item>
          </Col>
        </Row>
        <OwnerAccountField />
        <CoordinateFields form={form} label={t('project.centre')} />
      </Form>
    </Modal>
  );
}
