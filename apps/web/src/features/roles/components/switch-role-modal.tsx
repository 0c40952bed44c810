import type { Role } from '@lamplighter/contract';
import { useQuery } from '@tanstack/react-query';
import { Form, Modal, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { roleChoicesQuery } from '../../../shared/api/queries';

/**
 * Moves the accounts holding `role` to another role, e.g. before the role is deleted: the user
 * picks one of the other roles; the moved accounts sign in again with the new role.
 */
export function SwitchRoleModal({
  role,
  label,
  onClose,
  onSubmit,
}: {
  role: Role | undefined;
  label: (role: Role) => string;
  onClose: () => void;
  onSubmit: (toid: number) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ toid: number }>();
  const choices = useQuery({ ...roleChoicesQuery, enabled: role !== undefined });
  const others = (choices.data ?? []).filter((choice) => choice.id !== role?.id);

  return (
    <Modal
      open={role !== undefined}
      title={role ? `${t('role.switch')} · ${label(role)}` : t('role.switch')}
      onCancel={onClose}
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
      destroyOnHidden
      onOk={() =>
        void form
          .validateFields()
          .then((values) => onSubmit(values.toid))
          .catch(() => undefined)
      }
    >
      <Form form={form} layout="vertical">
        <Form.Item
          name="toid"
          label={role ? t('role.switchIntro', { count: role.usercount, name: label(role) }) : ''}
          rules={[{ required: true, message: t('validation.selectRole') }]}
          extra={<Typography.Text type="secondary">{t('role.switchHint')}</Typography.Text>}
        >
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            placeholder={t('role.switchTo')}
            loading={choices.isLoading}
            options={others.map((choice) => ({ value: choice.id, label: label(choice) }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
