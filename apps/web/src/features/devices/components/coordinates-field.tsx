import { Form, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { coordinatesPairRule } from './form-items';

/** Longitude and latitude of a device, each in its range, both or neither. */
export function CoordinatesField() {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item
        name="longitude"
        label={t('device.longitude')}
        dependencies={['latitude']}
        rules={[
          { type: 'number', min: -180, max: 180, message: t('validation.longitude') },
          coordinatesPairRule(t),
        ]}
      >
        <InputNumber style={{ width: '100%' }} precision={6} step={0.000001} />
      </Form.Item>
      <Form.Item
        name="latitude"
        label={t('device.latitude')}
        dependencies={['longitude']}
        rules={[
          { type: 'number', min: -90, max: 90, message: t('validation.latitude') },
          coordinatesPairRule(t),
        ]}
      >
        <InputNumber style={{ width: '100%' }} precision={6} step={0.000001} />
      </Form.Item>
    </>
  );
}
