import { type Account, defaultPasswordPolicy } from '@lamplighter/contract';
import { useQuery } from '@tanstack/react-query';
import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { passwordPolicyQuery } from '../../../shared/api/password-policy';
import { passwordRule } from '../../../shared/auth/password-rule';

export function ResetPasswordDialog({
  account,
  onClose,
  onSubmit,
}: {
  account: Account | undefined;
  onClose: () => void;
  onSubmit: (password: string) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ password: string }>();
  const policy = useQuery(passwordPolicyQuery).data ?? defaultPasswordPolicy;
  return (
    <Modal
      open={account !== undefined}
      title={`${t('account.resetPassword')} · ${account?.username ?? ''}`}
      onCancel={onClose}
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
      destroyOnHidden
      onOk={() =>
        void form
          .validateFields()
          .then((values) => onSubmit(values.password))
          .catch(() => undefined)
      }
    >
      <Form form={form} layout="vertical">
        <Form.Item
          name="password"
          label={t('reset.newPassword')}
          required
          rules={[passwordRule(t, policy, account?.username ?? '')]}
          validateTrigger="onBlur"
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
