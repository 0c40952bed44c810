import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { CAMPAIGN_SLOTS_MAX } from '@lamplighter/contract';
import { Button, Flex, Form, TimePicker } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';

const CLOCK = 'HH:mm';
const EVENING = (): [dayjs.Dayjs, dayjs.Dayjs] => [dayjs('2000-01-01 18:00'), dayjs('2000-01-01 22:00')];

/** The daily slots of a campaign: up to six spans of the clock; an end at 00:00 is midnight. */
export function SlotList() {
  const { t } = useTranslation();
  return (
    <Form.List
      name="slots"
      rules={[
        {
          validator: async (_, slots: unknown[] | undefined) => {
            if (!slots || slots.length === 0) throw new Error(t('campaign.slots.required'));
          },
        },
      ]}
    >
      {(fields, { add, remove }, { errors }) => (
        <Flex vertical gap={4}>
          {fields.map((field, index) => (
            <Flex key={field.key} gap={8} align="start">
              <Form.Item
                name={[field.name, 'span']}
                rules={[{ required: true, message: t('campaign.slots.spanRequired') }]}
                style={{ marginBottom: 0, flex: 1 }}
              >
                <TimePicker.RangePicker
                  format={CLOCK}
                  minuteStep={5}
                  order={false}
                  allowClear={false}
                  aria-label={t('campaign.slots.slot', { n: index + 1 })}
                  style={{ width: '100%' }}
                />
              </Form.Item>
              <Button
                icon={<DeleteOutlined />}
                aria-label={t('campaign.slots.remove', { n: index + 1 })}
                disabled={fields.length === 1}
                onClick={() => remove(field.name)}
              />
            </Flex>
          ))}
          <Form.ErrorList errors={errors} />
          {fields.length < CAMPAIGN_SLOTS_MAX && (
            <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ span: EVENING() })}>
              {t('campaign.slots.add')}
            </Button>
          )}
        </Flex>
      )}
    </Form.List>
  );
}
