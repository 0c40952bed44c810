import { Button, Form, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { RESEND_SECONDS, useCountdown } from '../hooks/use-countdown';

/**
 * The verification-code input with its 'send code' button, which waits a minute before it may
 * send again. `send` resolves once the code is on its way.
 */
export function CodeField({ send }: { send: () => Promise<void> }) {
  const { t } = useTranslation();
  const [countdown, startCountdown] = useCountdown();
  return (
    <Form.Item label={t('reset.code')} required>
      <Space.Compact block>
        <Form.Item name="scode" noStyle rules={[{ required: true, message: t('validation.codeRequired') }]}>
          <Input inputMode="numeric" maxLength={6} />
        </Form.Item>
        <Button
          disabled={countdown > 0}
          onClick={() =>
            void send()
              .then(() => startCountdown(RESEND_SECONDS))
              .catch(() => undefined)
          }
        >
          {countdown > 0 ? t('reset.resendIn', { seconds: countdown }) : t('reset.sendCode')}
        </Button>
      </Space.Compact>
    </Form.Item>
  );
}
