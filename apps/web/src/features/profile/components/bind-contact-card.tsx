import { MOBILE_PATTERN } from '@lamplighter/contract';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { contactRule } from '../../../shared/auth/form-rules';
import { CodeField } from '../../../shared/components/code-field';
import { sendBindCode, updateProfile } from '../api/profile';

interface BindForm {
  contact: string;
  scode: string;
}

/** A new phone or mailbox is confirmed by a code sent to it. */
export function BindContactCard() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<BindForm>();

  async function send() {
    const { contact } = await form.validateFields(['contact']);
    await sendBindCode(contact);
    message.success(t('success.sent'));
  }

  async function bind(values: BindForm) {
    const field = MOBILE_PATTERN.test(values.contact) ? 'mobile' : 'email';
    await updateProfile({ [field]: values.contact, scode: values.scode });
    message.success(t('profile.boundDone'));
    form.resetFields();
    await queryClient.invalidateQueries({ queryKey: ['user', 'info'] });
  }

  return (
    <Card title={t('profile.bind')}>
      <Typography.Paragraph type="secondary">{t('profile.bindHint')}</Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={(values) => void bind(values).catch(() => undefined)}>
        <Form.Item name="contact" label={t('reset.contact')} rules={[contactRule(t)]}>
          <Input />
        </Form.Item>
        <CodeField send={send} />
        <Button type="primary" htmlType="submit">
          {t('profile.bindSubmit')}
        </Button>
      </Form>
    </Card>
  );
}
