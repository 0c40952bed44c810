import { defaultPasswordPolicy, type UserInfo } from '@lamplighter/contract';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Card, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { passwordPolicyQuery } from '../../../shared/api/password-policy';
import { confirmRules } from '../../../shared/auth/form-rules';
import { passwordRule } from '../../../shared/auth/password-rule';
import { useProfileWrites } from '../api/profile';

interface PasswordForm {
  oldpassword: string;
  password: string;
  confirm: string;
}

export function PasswordCard({ info }: { info: UserInfo }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<PasswordForm>();
  const { changePassword } = useProfileWrites();
  const policy = useQuery(passwordPolicyQuery).data ?? defaultPasswordPolicy;

  async function change(values: PasswordForm) {
    await changePassword.mutateAsync({ oldpassword: values.oldpassword, password: values.password });
    message.success(t('profile.passwordChanged'));
    form.resetFields();
  }

  return (
    <Card title={t('profile.password')}>
      <Form form={form} layout="vertical" onFinish={(values) => void change(values).catch(() => undefined)}>
        <Form.Item
          name="oldpassword"
          label={t('profile.oldPassword')}
          rules={[{ required: true, message: t('validation.passwordRequired') }]}
        >
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item
          required
          name="password"
          label={t('reset.newPassword')}
          rules={[passwordRule(t, policy, info.username)]}
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
        <Button type="primary" htmlType="submit">
          {t('profile.save')}
        </Button>
      </Form>
    </Card>
  );
}
