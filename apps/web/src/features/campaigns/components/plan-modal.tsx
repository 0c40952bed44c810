import type { CampaignSummary } from '@lamplighter/contract';
import { useQuery } from '@tanstack/react-query';
import { DatePicker, Flex, Modal, Select, Spin } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deviceLabel } from '../../../shared/device-lists/device-label';
import { campaignQuery, dayPlanQuery } from '../api/campaigns';
import { DayPlan } from './day-plan';

/** The day a campaign's plan opens on: today while it runs, else its first or last day. */
function firstDayOf(campaign: CampaignSummary): Dayjs {
  const today = dayjs().format('YYYY-MM-DD');
  if (today < campaign.startdate) return dayjs(campaign.startdate);
  return dayjs(today > campaign.enddate ? campaign.enddate : today);
}

/** A day's plan of one of the campaign's screens, with every campaign that screen carries that day. */
export function PlanModal({ campaign, onClose }: { campaign: CampaignSummary; onClose: () => void }) {
  const { t } = useTranslation();
  const detail = useQuery(campaignQuery(campaign.id));
  const screens = detail.data?.screens ?? [];
  const [chosen, setChosen] = useState<number>();
  const [day, setDay] = useState<Dayjs>(() => firstDayOf(campaign));
  const deviceid = chosen ?? screens[0]?.id;
  const plan = useQuery({
    ...dayPlanQuery(deviceid ?? 0, day.format('YYYY-MM-DD')),
    enabled: deviceid !== undefined,
  });
  return (
    <Modal
      open
      width={900}
      title={t('campaign.plan.title', { name: campaign.name })}
      onCancel={onClose}
      footer={null}
    >
      <Flex vertical gap={16}>
        <Flex gap={8} wrap>
          <Select<number>
            aria-label={t('campaign.plan.screen')}
            value={deviceid}
            onChange={setChosen}
            style={{ minWidth: 260 }}
            loading={detail.isLoading}
            options={screens.map((screen) => ({
              value: screen.id,
              label: deviceLabel(screen),
            }))}
          />
          <DatePicker
            aria-label={t('campaign.plan.day')}
            value={day}
            allowClear={false}
            onChange={(value) => value && setDay(value)}
          />
        </Flex>
        {plan.data ? <DayPlan plan={plan.data} /> : <Spin />}
      </Flex>
    </Modal>
  );
}
