import { Form, Radio } from 'antd';
import { useTranslation } from 'react-i18next';

/** Whether a broadcast is normal or an emergency, which interrupts what plays. */
export function PriorityField() {
  const { t } = useTranslation();
  return (
    <Form.Item name="priority" label={t('broadcast.priority')}>
      <Radio.Group
        optionType="button"
        options={(['normal', 'emergency'] as const).map((value) => ({
          value,
          label: t(`broadcast.priority.${value}`),
        }))}
      />
    </Form.Item>
  );
}
