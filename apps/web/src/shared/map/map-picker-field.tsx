import { EnvironmentOutlined } from '@ant-design/icons';
import { Button, Form, type FormInstance, InputNumber, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { coordinateFieldsProblem, type LngLat } from './coordinates';
import { MapPicker } from './map-picker';

/**
 * The coordinates of a form: fields `longitude` and `latitude` (numbers, both or neither, in
 * range; the device contract's rules and messages) and a button that opens the map selector on
 * them and writes the chosen point back. Put it inside the `<Form form={form}>`.
 */
export function CoordinateFields({ form, label }: { form: FormInstance; label?: string }) {
  const { t } = useTranslation();
  const [picking, setPicking] = useState(false);
  const longitude = Form.useWatch('longitude', form) as number | null | undefined;
  const latitude = Form.useWatch('latitude', form) as number | null | undefined;
  const current =
    typeof longitude === 'number' && typeof latitude === 'number' ? { longitude, latitude } : undefined;

  const rule = (field: 'longitude' | 'latitude') => ({
    validator: async () => {
      const problem = coordinateFieldsProblem(
        form.getFieldValue('longitude'),
        form.getFieldValue('latitude'),
      );
      const mine =
        field === 'longitude' ? problem !== 'validation.latitude' : problem === 'validation.latitude';
      if (problem && mine) throw new Error(t(problem));
    },
  });

  function pick(point: LngLat) {
    form.setFieldsValue(point);
    void form.validateFields(['longitude', 'latitude']).catch(() => undefined);
    setPicking(false);
  }

  return (
    <Form.Item label={label ?? t('map.coordinates')} required={false}>
      <Space.Compact block>
        <Form.Item name="longitude" noStyle dependencies={['latitude']} rules={[rule('longitude')]}>
          <InputNumber
            aria-label={t('map.longitude')}
            placeholder={t('map.longitude')}
            style={{ width: '40%' }}
          />
        </Form.Item>
        <Form.Item name="latitude" noStyle dependencies={['longitude']} rules={[rule('latitude')]}>
          <InputNumber
            aria-label={t('map.latitude')}
            placeholder={t('map.latitude')}
            style={{ width: '40%' }}
          />
        </Form.Item>
        <Button icon={<EnvironmentOutlined />} onClick={() => setPicking(true)}>
          {t('map.pickOnMap')}
        </Button>
      </Space.Compact>
      <MapPicker open={picking} value={current} onOk={pick} onCancel={() => setPicking(false)} />
    </Form.Item>
  );
}
