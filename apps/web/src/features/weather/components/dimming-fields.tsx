import { useQuery } from '@tanstack/react-query';
import { Col, Form, InputNumber, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { projectTreeQuery } from '../../../shared/inventory/inventory-queries';

const percent = { min: 0, max: 100, precision: 0, suffix: '%', style: { width: '100%' } };

/** The lamps a threshold dims while crossed (a group of its project, or all of them) and how bright. */
export function DimmingFields({ projectid }: { projectid: number | undefined }) {
  const { t } = useTranslation();
  const tree = useQuery(projectTreeQuery);
  const groups = tree.data?.find((project) => project.id === projectid)?.groups ?? [];
  const brightnessRule = { required: true, message: t('validation.integer', { min: 0, max: 100 }) };
  return (
    <>
      <Form.Item name="groupid" label={t('meteo.threshold.group')}>
        <Select
          allowClear
          disabled={projectid === undefined}
          placeholder={t('meteo.threshold.wholeProject')}
          options={groups.map((group) => ({ value: group.id, label: group.name }))}
        />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item name="dimto" label={t('meteo.threshold.dimto')} rules={[brightnessRule]}>
            <InputNumber {...percent} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name="dimback"
            label={t('meteo.threshold.dimback')}
            extra={t('meteo.threshold.dimbackHint')}
            rules={[brightnessRule]}
          >
            <InputNumber {...percent} />
          </Form.Item>
        </Col>
      </Row>
    </>
  );
}
