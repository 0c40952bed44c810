import { BROADCAST_REPEAT, BROADCAST_TTL, type Language } from '@lamplighter/contract';
import { Alert, App, Checkbox, Divider, Flex, Form, Input, InputNumber, Modal, Slider } from 'antd';
import { useTranslation } from 'react-i18next';
import { refusedFields } from '../../../shared/api/refused-fields';
import { useBroadcastWrites } from '../api/broadcasts';
import { type BroadcastFormValues, broadcastBodyOf, FORM_START } from '../lib/broadcast-form';
import { PriorityField } from './priority-field';
import { ScheduleFields } from './schedule-fields';
import { SoundFields } from './sound-fields';
import { TargetFields } from './target-fields';

/** The server names the schedule's and the target's parts; the form holds some of them as one field. */
function onFormField(name: (string | number)[]): (string | number)[] {
  const [first, second] = name;
  if (first === 'schedule') return [second === 'at' ? 'at' : second === 'weekdays' ? 'weekdays' : 'time'];
  if (first === 'ttl') return ['waitminutes'];
  return name;
}

/**
 * Makes a broadcast: what is played (speech of a text, or a library sound), to whom, how urgent,
 * how loud and how often in a row, and when — now, once, daily or weekly. Sent now, it answers
 * with the broadcast, whose results the page then follows.
 */
export function BroadcastFormModal({
  emergency,
  onClose,
  onMade,
}: {
  emergency: boolean;
  onClose: () => void;
  onMade: (id: number) => void;
}) {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<BroadcastFormValues>();
  const { add } = useBroadcastWrites();
  const priority = Form.useWatch('priority', form) ?? (emergency ? 'emergency' : 'normal');
  const setVolume = Form.useWatch('setvolume', form) ?? false;
  const when = Form.useWatch('when', form) ?? 'now';

  async function send() {
    const values = await form.validateFields();
    const body = broadcastBodyOf(values, -new Date().getTimezoneOffset());
    try {
      const made = await add.mutateAsync(body);
      message.success(t(when === 'now' ? 'broadcast.sent' : 'broadcast.scheduled', { name: made.name }));
      onMade(made.id);
    } catch (error) {
      const fields = refusedFields(error, i18n.language as Language).map((field) => ({
        ...field,
        name: onFormField(field.name),
      }));
      form.setFields(fields as Parameters<typeof form.setFields>[0]);
    }
  }

  return (
    <Modal
      open
      width={680}
      title={t(emergency ? 'broadcast.addEmergency' : 'broadcast.add')}
      okText={t(when === 'now' ? 'broadcast.send' : 'broadcast.schedule')}
      okButtonProps={{ danger: priority === 'emergency' }}
      onOk={() => void send()}
      confirmLoading={add.isPending}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ ...FORM_START, priority: emergency ? 'emergency' : 'normal' }}
      >
        <Form.Item
          name="name"
          label={t('broadcast.name')}
          rules={[{ required: true, whitespace: true, message: t('broadcast.name.required') }]}
        >
          <Input maxLength={60} placeholder={t('broadcast.name.placeholder')} />
        </Form.Item>
        <SoundFields form={form} />
        <Divider />
        <TargetFields />
        <PriorityField />
        {priority === 'emergency' && (
          <Alert
            type="warning"
            showIcon
            className="broadcast-note"
            message={t('broadcast.priority.emergencyNote')}
          />
        )}
        <Flex gap={24} wrap align="end">
          <Form.Item name="repeat" label={t('broadcast.repeat')}>
            <InputNumber min={BROADCAST_REPEAT.min} max={BROADCAST_REPEAT.max} precision={0} />
          </Form.Item>
          <Form.Item name="setvolume" valuePropName="checked">
            <Checkbox>{t('broadcast.setVolume')}</Checkbox>
          </Form.Item>
          {setVolume && (
            <Form.Item name="volume" style={{ flex: 1, minWidth: 160 }}>
              <Slider min={0} max={100} ariaLabelForHandle={t('deviceList.volume')} />
            </Form.Item>
          )}
        </Flex>
        <Divider />
        <ScheduleFields form={form} />
        <Form.Item name="waitminutes" label={t('broadcast.wait')} extra={t('broadcast.wait.help')}>
          <InputNumber
            min={BROADCAST_TTL.min / 60}
            max={BROADCAST_TTL.max / 60}
            precision={0}
            addonAfter={t('broadcast.minutes')}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
