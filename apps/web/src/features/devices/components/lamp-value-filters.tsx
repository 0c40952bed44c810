import type { LampValueField } from '@lamplighter/contract';
import { Form, InputNumber, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { LAMP_VALUE_HEADINGS } from './lamp-value-columns';

/**
 * The lamp filters of a device list form: burning or not, and one latest value between two
 * bounds (battery charge at most 30 %, say).
 */
export function LampValueFilters({ fields }: { fields: readonly LampValueField[] }) {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item name="lampon">
        <Select
          allowClear
          aria-label={t('device.lampOn')}
          placeholder={t('device.anyLampState')}
          style={{ width: 120 }}
          options={[
            { value: 1, label: t('device.on') },
            { value: 0, label: t('device.off') },
          ]}
        />
      </Form.Item>
      <Form.Item>
        <Space.Compact>
          <Form.Item name="valuefield" noStyle>
            <Select
              allowClear
              aria-label={t('device.valueField')}
              placeholder={t('device.valueField')}
              style={{ width: 130 }}
              options={fields.map((field) => ({ value: field, label: t(LAMP_VALUE_HEADINGS[field]) }))}
            />
          </Form.Item>
          <Form.Item name="valuemin" noStyle>
            <InputNumber
              aria-label={t('device.valueMin')}
              placeholder={t('device.valueMin')}
              style={{ width: 80 }}
            />
          </Form.Item>
          <Form.Item name="valuemax" noStyle>
            <InputNumber
              aria-label={t('device.valueMax')}
              placeholder={t('device.valueMax')}
              style={{ width: 80 }}
            />
          </Form.Item>
        </Space.Compact>
      </Form.Item>
    </>
  );
}
