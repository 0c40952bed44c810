import { Col, Form, type FormRule, InputNumber, Row } from 'antd';
import { useTranslation } from 'react-i18next';

type Translate = (key: string) => string;

function rangeRule(key: string, limit: number, t: Translate): FormRule {
  return {
    validator: async (_, value: number | null | undefined) => {
      if (value !== null && value !== undefined && Math.abs(value) > limit) throw new Error(t(key));
    },
  };
}

/** Both or neither, as the server requires. */
const pairRule =
  (t: Translate): FormRule =>
  ({ getFieldValue }) => ({
    validator: async () => {
      const given = (name: string) => getFieldValue(name) !== null && getFieldValue(name) !== undefined;
      if (given('longitude') !== given('latitude')) throw new Error(t('validation.coordinatesPair'));
    },
  });

/** The centre of a project (fields `longitude` and `latitude`), checked with the contract's messages. */
export function CoordinatesFields() {
  const { t } = useTranslation();
  return (
    <Form.Item label={t('project.centre')} tooltip={t('project.centreHint')} style={{ marginBottom: 0 }}>
      <Row gutter={12}>
        <Col span={12}>
          <Form.Item name="longitude" rules={[rangeRule('validation.longitude', 180, t)]}>
            <InputNumber
              aria-label={t('project.longitude')}
              placeholder={t('project.longitude')}
              style={{ width: '100%' }}
            />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item
            name="latitude"
            dependencies={['longitude']}
            rules={[rangeRule('validation.latitude', 90, t), pairRule(t)]}
          >
            <InputNumber
              aria-label={t('project.latitude')}
              placeholder={t('project.latitude')}
              style={{ width: '100%' }}
            />
          </Form.Item>
        </Col>
      </Row>
    </Form.Item>
  );
}
