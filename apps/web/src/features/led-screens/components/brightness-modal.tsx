import { type ScreenBrightnessParams, screenBrightnessModes } from '@lamplighter/contract';
import { Flex, Form, InputNumber, Modal, Radio, Slider, TimePicker, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { type BrightnessFields, brightnessParams } from '../lib/screen-facts';

const CLOCK = 'HH:mm';

/** A 0-100 % value as a slider and its number side by side. */
function PercentField({ name, label }: { name: keyof BrightnessFields; label: string }) {
  return (
    <Form.Item label={label} required>
      <Flex gap={12} align="center">
        <Form.Item name={name} noStyle>
          <Slider min={0} max={100} style={{ flex: 1 }} ariaLabelForHandle={label} />
        </Form.Item>
        <Form.Item name={name} noStyle>
          <InputNumber min={0} max={100} precision={0} suffix="%" aria-label={label} style={{ width: 96 }} />
        </Form.Item>
      </Flex>
    </Form.Item>
  );
}

/** A clock time kept as "HH:mm" text, picked on a clock. */
function ClockField({ name, label }: { name: 'nightfrom' | 'nightto'; label: string }) {
  const { t } = useTranslation();
  return (
    <Form.Item
      name={name}
      label={label}
      rules={[{ required: true, message: t('ledScreen.brightness.timeRequired') }]}
      getValueProps={(value: string) => ({ value: value ? dayjs(value, CLOCK) : null })}
      normalize={(value: Dayjs | null) => (value ? value.format(CLOCK) : '')}
    >
      <TimePicker format={CLOCK} minuteStep={5} aria-label={label} />
    </Form.Item>
  );
}

/**
 * How bright screens shine: held at one value, following the light around them within a range,
 * or one value by day and another at night (the night may run past midnight). Sends the chosen
 * mode's fields only. Shown while mounted, so that each opening starts afresh from `start`.
 */
export function BrightnessModal({
  start,
  busy,
  onSend,
  onCancel,
}: {
  start: BrightnessFields;
  busy: boolean;
  onSend: (params: ScreenBrightnessParams) => void;
  onCancel: () => void;
}) {
  const { t, i18n } = useTranslation();
  const [form] = Form.useForm<BrightnessFields & { range: [number, number] }>();
  const mode = Form.useWatch('mode', form) ?? start.mode;
  async function send() {
    const { range, ...values } = await form.validateFields();
    const [min, max] = range ?? [start.min, start.max];
    onSend(brightnessParams({ ...start, ...values, min, max }));
  }

  return (
    <Modal
      open
      title={t('ledScreen.brightness.title')}
      okText={t('deviceList.send')}
      cancelText={t('common.cancel')}
      confirmLoading={busy}
      onOk={() => void send()}
      onCancel={onCancel}
    >
      <Form form={form} layout="vertical" initialValues={{ ...start, range: [start.min, start.max] }}>
        <Form.Item name="mode" label={t('ledScreen.brightness.mode')}>
          <Radio.Group
            optionType="button"
            options={screenBrightnessModes.map((choice) => ({
              value: choice.key,
              label: choice[i18n.language === 'zh' ? 'zh' : 'en'],
            }))}
          />
        </Form.Item>
        {mode === 'manual' && <PercentField name="brightness" label={t('ledScreen.brightness.value')} />}
        {mode === 'ambient' && (
          <>
            <Form.Item name="range" label={t('ledScreen.brightness.range')}>
              <Slider range min={0} max={100} marks={{ 0: '0 %', 100: '100 %' }} />
            </Form.Item>
            <Typography.Paragraph type="secondary">
              {t('ledScreen.brightness.ambientHint')}
            </Typography.Paragraph>
          </>
        )}
        {mode === 'timeOfDay' && (
          <>
            <PercentField name="day" label={t('ledScreen.brightness.day')} />
            <PercentField name="night" label={t('ledScreen.brightness.night')} />
            <Flex gap={16} wrap>
              <ClockField name="nightfrom" label={t('ledScreen.brightness.nightFrom')} />
              <ClockField name="nightto" label={t('ledScreen.brightness.nightTo')} />
            </Flex>
          </>
        )}
      </Form>
    </Modal>
  );
}
