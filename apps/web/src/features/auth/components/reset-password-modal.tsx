import { defaultPasswordPolicy } from '@lamplighter/contract';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Form, Input, Modal, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../shared/api/api';
import { passwordPolicyQuery } from '../../../shared/api/password-policy';
import { confirmRules, contactRule } from '../../../shared/auth/form-rules';
import { passwordRule } from '../../../shared/auth/password-rule';
import { RESEND_SECONDS, useCountdown } from '../../../shared/hooks/use-countdown';

interface ResetForm {
  contact: string;
  scode: string;
  password: string;
  confirm: string;
}

/** Forgotten password: a code to the account's phone or mailbox, then a new password. */
export function ResetPasswordModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<ResetForm>();
  const [countdown, setCountdown] = useCountdown();
  const [busy, setBusy] = useState(false);
  const policy = useQuery(passwordPolicyQuery).data ?? defaultPasswordPolicy;

  async function sendCode() {
    const { contact } = await form.validateFields(['contact']);
    await api.request('/sys/repwd/sendrepwd', { params: { contact } });
    message.success(t('reset.codeSent'));
    setCountdown(RESEND_SECONDS);
  }

  async function submit(values: ResetForm) {
    setBusy(true);
    try {
      await api.request('/sys/repwd/updatepwd', {
        data: { contact: values.contact, scode: values.scode, password: values.password },
      });
      message.success(t('reset.done'));
      form.resetFields();
      onClose();
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal open={open} title={t('reset.title')} onCancel={onClose} footer={null} destroyOnHidden>
      <Form form={form} layout="vertical" onFinish={(values) => void submit(values).catch(() => undefined)}>
        <Form.Item name="contact" label={t('reset.contact')} rules={[contactRule(t)]}>
          <Input autoComplete="username" />
        </Form.Item>
        <Form.Item label={t('reset.code')} required>
          <Space.Compact block>
            <Form.Item
              name="scode"
              noStyle
              rules={[{ required: true, message: t('validation.codeRequired') }]}
            >
              <Input inputMode="numeric" maxLength={6} />
            </Form.Item>
            <Button disabled={countdown > 0} onClick={() => void sendCode().catch(() => undefined)}>
              {countdown > 0 ? t('reset.resendIn', { seconds: countdown }) : t('reset.sendCode')}
            </Button>
          </Space.Compact>
        </Form.Item>
        <Form.Item
          required
          name="password"
          label={t('reset.newPassword')}
          rules={[passwordRule(t, policy)]}
          validateTrigger="onBlur"
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="confirm"
          label={t('reset.confirmPassword')}
          dependencies={['password']}
          rules={confirmRules(t, 'password')}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={busy}>
          {t('reset.submit')}
        </Button>
      </Form>
    </Modal>
  );
}
