import { MOBILE_PATTERN } from '@lamplighter/contract';
import { App, Button, Card, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { contactRule } from '../../../shared/auth/form-rules';
import { CodeField } from '../../../shared/components/code-field';
import { useProfileWrites } from '../api/profile';

interface BindForm {
  contact: string;
  scode: string;
}

/** A new phone or mailbox is confirmed by a code sent to it. */
export function BindContactCard() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const writes = useProfileWrites();
  const [form] = Form.useForm<BindForm>();

  async function send() {
    const { contact } = await form.validateFields(['contact']);
    await writes.sendBindCode.mutateAsync({ contact });
    message.success(t('success.sent'));
  }

  async function bind(values: BindForm) {
    const contact = MOBILE_PATTERN.test(values.contact)
      ? { mobile: values.contact }
      : { email: values.contact };
    await writes.update.mutateAsync({ ...contact, scode: values.scode });
    message.success(t('profile.boundDone'));
    form.resetFields();
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
