import { defaultPasswordPolicy, endpoints } from '@lamplighter/contract';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { passwordPolicyQuery } from '../../../shared/api/password-policy';
import { useCallMutation } from '../../../shared/api/use-call-mutation';
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
  const sendResetCode = useCallMutation(endpoints.user.sendResetCode);
  const resetPassword = useCallMutation(endpoints.user.resetPassword);
  const policy = useQuery(passwordPolicyQuery).data ?? defaultPasswordPolicy;

  async function sendCode() {
    const { contact } = await form.validateFields(['contact']);
    await sendResetCode.mutateAsync({ contact });
    message.success(t('reset.codeSent'));
  }

  async function submit(values: ResetForm) {
    await resetPassword.mutateAsync({
      contact: values.contact,
      scode: values.scode,
      password: values.password,
    });
    message.success(t('reset.done'));
    form.resetFields();
    onClose();
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
        <Button type="primary" htmlType="submit" block loading={resetPassword.isPending}>
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
