import { defaultPasswordPolicy } from '@lamplighter/contract';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../shared/api/api';
import { passwordPolicyQuery } from '../../../shared/api/password-policy';
import { confirmRules, contactRule } from '../../../shared/auth/form-rules';
import { passwordRule } from '../../../shared/auth/password-rule';
import { AntProviders } from '../../../shared/components/ant-providers';
import { CodeField } from '../../../shared/components/code-field';

interface ResetForm {
  contact: string;
  scode: string;
  password: string;
  confirm: string;
}

/** Forgotten password: a code to the account's phone or mailbox, then a new password. */
function ResetPasswordModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<ResetForm>();
  const [busy, setBusy] = useState(false);
  const policy = useQuery(passwordPolicyQuery).data ?? defaultPasswordPolicy;

  async function sendCode() {
    const { contact } = await form.validateFields(['contact']);
    await api.request('/sys/repwd/sendrepwd', { params: { contact } });
    message.success(t('reset.codeSent'));
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
        <CodeField send={sendCode} />
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

/** The dialog with the UI library it needs, for the plain sign-in page that opens it. */
export default function ResetPasswordDialog(props: { open: boolean; onClose: () => void }) {
  return (
    <AntProviders>
      <ResetPasswordModal {...props} />
    </AntProviders>
  );
}
