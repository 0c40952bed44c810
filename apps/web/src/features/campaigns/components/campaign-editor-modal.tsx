import {
  CAMPAIGN_PLAYS_PER_HOUR,
  CAMPAIGN_PRIORITY,
  type Campaign,
  DEVICE_TYPE,
  type Language,
} from '@lamplighter/contract';
import { Alert, App, DatePicker, Form, Input, InputNumber, Modal } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refusedFields } from '../../../shared/api/refused-fields';
import { FamilySelect } from '../../../shared/device-lists/family-select';
import { useCampaignWrites } from '../api/campaigns';
import {
  type CampaignFormValues,
  campaignBodyOf,
  formValuesOf,
  playsPerDay,
  slotOf,
} from '../lib/campaign-form';
import { ProgramChoice } from './program-choice';
import { SlotList } from './slot-list';

/** The server names slots' ends and dates apart; the form holds each slot, and the dates, as one field. */
function onFormField(name: (string | number)[]): (string | number)[] {
  if (name[0] === 'slots' && name.length === 3) return ['slots', name[1] as number, 'span'];
  if (name[0] === 'startdate' || name[0] === 'enddate') return ['dates'];
  return name;
}

/**
 * Books a program on LED screens, or changes a booking: the days, the daily slots, the priority
 * that settles shared minutes, and how often an hour it plays; it says how many plays a day that
 * makes on each screen. The screens are told to fetch their schedule when it is saved.
 */
export function CampaignEditorModal({
  campaign,
  onClose,
}: {
  campaign: Campaign | undefined;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<CampaignFormValues>();
  const [cycle, setCycle] = useState<number>();
  const writes = useCampaignWrites();
  const slots = Form.useWatch('slots', form) ?? [];
  const playsperhour = Form.useWatch('playsperhour', form) ?? 0;
  const complete = slots.every((slot) => slot?.span?.[0] && slot.span[1]);
  const daily =
    complete && cycle !== undefined ? playsPerDay(slots.map(slotOf), playsperhour, cycle) : undefined;

  async function save() {
    const values = await form.validateFields();
    const body = campaignBodyOf(values, -new Date().getTimezoneOffset());
    try {
      if (campaign) await writes.update.mutateAsync({ id: campaign.id, ...body });
      else await writes.add.mutateAsync(body);
    } catch (error) {
      const fields = refusedFields(error, i18n.language as Language).map((field) => ({
        ...field,
        name: onFormField(field.name),
      }));
      form.setFields(fields as Parameters<typeof form.setFields>[0]);
      return;
    }
    message.success(t(campaign ? 'campaign.saved' : 'campaign.added', { name: body.name }));
    onClose();
  }

  return (
    <Modal
      open
      width={640}
      title={campaign ? t('campaign.edit', { name: campaign.name }) : t('campaign.add')}
      okText={t('campaign.save')}
      onOk={() => void save()}
      confirmLoading={writes.add.isPending || writes.update.isPending}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={formValuesOf(campaign, dayjs())}>
        <Form.Item
          name="name"
          label={t('campaign.name')}
          rules={[{ required: true, whitespace: true, message: t('campaign.name.required') }]}
        >
          <Input maxLength={60} placeholder={t('campaign.name.placeholder')} />
        </Form.Item>
        <Form.Item
          name="programid"
          label={t('campaign.program')}
          extra={t('campaign.program.help')}
          rules={[{ required: true, message: t('campaign.program.required') }]}
        >
          <ProgramChoice
            known={campaign && { originid: campaign.programid, name: campaign.programname }}
            onCycle={setCycle}
          />
        </Form.Item>
        <Form.Item
          name="deviceids"
          label={t('campaign.screens')}
          rules={[{ required: true, message: t('campaign.screens.required') }]}
        >
          <FamilySelect devicetype={DEVICE_TYPE.ledScreen} by="id" known={campaign?.screens} />
        </Form.Item>
        <Form.Item
          name="dates"
          label={t('campaign.dates')}
          rules={[{ required: true, message: t('campaign.dates.required') }]}
        >
          <DatePicker.RangePicker style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item label={t('campaign.slots')} extra={t('campaign.slots.help')} required>
          <SlotList />
        </Form.Item>
        <Form.Item
          name="priority"
          label={t('campaign.priority')}
          extra={t('campaign.priority.help')}
          rules={[{ required: true }]}
        >
          <InputNumber min={CAMPAIGN_PRIORITY.min} max={CAMPAIGN_PRIORITY.max} precision={0} />
        </Form.Item>
        <Form.Item name="playsperhour" label={t('campaign.playsperhour')} rules={[{ required: true }]}>
          <InputNumber min={CAMPAIGN_PLAYS_PER_HOUR.min} max={CAMPAIGN_PLAYS_PER_HOUR.max} precision={0} />
        </Form.Item>
        {daily !== undefined && (
          <Alert type="info" showIcon message={t('campaign.playsPerDay', { count: daily, cycle })} />
        )}
      </Form>
    </Modal>
  );
}
