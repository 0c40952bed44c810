import {
  meteoUnits,
  thresholdOperators,
  thresholdRanges,
  trendKeys,
  type WeatherThreshold,
} from '@lamplighter/contract';
import { useQuery } from '@tanstack/react-query';
import { App, Col, Form, InputNumber, Modal, Radio, Row, Select, Switch } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { projectTreeQuery } from '../../../shared/inventory/inventory-queries';
import { useThresholdWrites } from '../api/thresholds';
import { NEW_THRESHOLD, type ThresholdValues, thresholdInput, thresholdValues } from '../lib/threshold-form';
import { DimmingFields } from './dimming-fields';

/** What the form is open for: a new threshold, or a change of `threshold`. */
export interface ThresholdEditing {
  threshold?: WeatherThreshold;
}

/**
 * Adds or changes a threshold: project, reading, above or below a limit within what the sensor
 * measures, night only, and optionally the lamps dimmed while it is crossed. A refusal keeps the
 * form open; the API client has shown the server's reason in the user's language.
 */
export function ThresholdFormModal({
  editing,
  onClose,
}: {
  editing: ThresholdEditing | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<ThresholdValues>();
  const writes = useThresholdWrites();
  const tree = useQuery(projectTreeQuery);
  const projectid = Form.useWatch('projectid', form);
  const key = Form.useWatch('key', form) ?? 'temperature';
  const dim = Form.useWatch('dim', form) === true;
  const threshold = editing?.threshold;
  const range = thresholdRanges[key];
  const unit = meteoUnits[key];
  const readingName = t(`meteo.reading.${key}`);

  useEffect(() => {
    if (!editing) return;
    form.resetFields();
    form.setFieldsValue(editing.threshold ? thresholdValues(editing.threshold) : NEW_THRESHOLD);
  }, [editing, form]);

  async function save() {
    const input = thresholdInput(await form.validateFields());
    if (threshold) {
      await writes.update.mutateAsync({ id: threshold.id, ...input });
      message.success(t('success.updated'));
    } else {
      await writes.add.mutateAsync(input);
      message.success(t('success.created'));
    }
    onClose();
  }

  return (
    <Modal
      open={editing !== undefined}
      title={t(threshold ? 'meteo.threshold.edit' : 'meteo.threshold.add')}
      onCancel={onClose}
      onOk={() => void save().catch(() => undefined)}
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
      okButtonProps={{ loading: writes.add.isPending || writes.update.isPending }}
      destroyOnHidden
      mask={{ closable: false }}
      width={560}
    >
      <Form
        form={form}
        name="weather-threshold"
        layout="vertical"
        requiredMark
        onValuesChange={(changed) => {
          if ('projectid' in changed) form.setFieldValue('groupid', undefined);
          if ('key' in changed && form.getFieldValue('value') !== undefined)
            void form.validateFields(['value']);
        }}
      >
        <Form.Item
          name="projectid"
          label={t('meteo.project')}
          rules={[{ required: true, message: t('validation.selectProject') }]}
        >
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            loading={tree.isLoading}
            placeholder={t('validation.selectProject')}
            options={(tree.data ?? []).map((project) => ({ value: project.id, label: project.name }))}
          />
        </Form.Item>
        <Row gutter={16}>
          <Col xs={24} sm={14}>
            <Form.Item
              name="key"
              label={t('meteo.threshold.reading')}
              rules={[{ required: true, message: t('weather.keyUnknown') }]}
            >
              <Select
                options={trendKeys.map((value) => ({
                  value,
                  label: `${t(`meteo.reading.${value}`)} (${meteoUnits[value]})`,
                }))}
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={10}>
            <Form.Item
              name="operator"
              label={t('meteo.threshold.condition')}
              rules={[{ required: true, message: t('weather.operatorUnknown') }]}
            >
              <Radio.Group
                optionType="button"
                options={thresholdOperators.map((value) => ({
                  value,
                  label: t(`meteo.threshold.operator.${value}`),
                }))}
              />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item
          name="value"
          label={t('meteo.threshold.value')}
          extra={t('meteo.threshold.range', { ...range, unit })}
          rules={[
            {
              required: true,
              type: 'number',
              ...range,
              message: t('weather.thresholdValue', { key: readingName, ...range, unit }),
            },
          ]}
        >
          <InputNumber suffix={unit} style={{ width: '100%' }} />
        </Form.Item>
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item
              name="night"
              label={t('meteo.threshold.night')}
              extra={t('meteo.threshold.nightHint')}
              valuePropName="checked"
            >
              <Switch />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="dim" label={t('meteo.threshold.dim')} valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
        </Row>
        {dim && <DimmingFields projectid={projectid} />}
      </Form>
    </Modal>
  );
}
