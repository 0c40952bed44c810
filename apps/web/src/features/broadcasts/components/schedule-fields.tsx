import { broadcastScheduleKinds } from '@lamplighter/contract';
import { Checkbox, DatePicker, Form, type FormInstance, Segmented, TimePicker } from 'antd';
import { useTranslation } from 'react-i18next';
import type { BroadcastFormValues } from '../lib/broadcast-form';

/** Monday first, as a week reads on a notice board. */
const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0];

/** When a broadcast plays: now, once at a moment, daily or on days of the week within dates. */
export function ScheduleFields({ form }: { form: FormInstance<BroadcastFormValues> }) {
  const { t } = useTranslation();
  const when = Form.useWatch('when', form) ?? 'now';
  return (
    <>
      <Form.Item name="when" label={t('broadcast.when')}>
        <Segmented
          options={broadcastScheduleKinds.map((value) => ({
            value,
            label: t(`broadcast.schedule.${value}`),
          }))}
        />
      </Form.Item>
      {when === 'once' && (
        <Form.Item
          name="at"
          label={t('broadcast.onceAt')}
          rules={[{ required: true, message: t('broadcast.onceAt.required') }]}
        >
          <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" />
        </Form.Item>
      )}
      {(when === 'daily' || when === 'weekly') && (
        <>
          {when === 'weekly' && (
            <Form.Item
              name="weekdays"
              label={t('broadcast.weekdays')}
              rules={[{ required: true, type: 'array', min: 1, message: t('broadcast.weekdays.required') }]}
            >
              <Checkbox.Group
                options={WEEK_ORDER.map((day) => ({ value: day, label: t(`broadcast.weekday.${day}`) }))}
              />
            </Form.Item>
          )}
          <Form.Item
            name="time"
            label={t('broadcast.time')}
            rules={[{ required: true, message: t('broadcast.time.required') }]}
          >
            <TimePicker format="HH:mm" minuteStep={5} />
          </Form.Item>
          <Form.Item
            name="dates"
            label={t('broadcast.dates')}
            rules={[{ required: true, message: t('broadcast.dates.required') }]}
          >
            <DatePicker.RangePicker />
          </Form.Item>
        </>
      )}
    </>
  );
}
