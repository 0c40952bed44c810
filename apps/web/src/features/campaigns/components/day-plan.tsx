import { minuteOf, type ScreenDayPlan } from '@lamplighter/contract';
import { Alert, Empty, Flex, Tag, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { colourOfCampaign } from '../lib/campaign-colours';

const HOURS = [0, 3, 6, 9, 12, 15, 18, 21, 24];
const placeOf = (from: string, to: string) => ({
  left: `${(minuteOf(from) / 1440) * 100}%`,
  width: `${((minuteOf(to) - minuteOf(from)) / 1440) * 100}%`,
});

function Axis() {
  return (
    <div className="day-plan__axis" aria-hidden>
      {HOURS.map((hour) => (
        <span key={hour} style={{ left: `${(hour / 24) * 100}%` }}>
          {`${String(hour).padStart(2, '0')}:00`}
        </span>
      ))}
    </div>
  );
}

/**
 * One screen's advertising day as a timeline: on top what plays when once conflicts are settled,
 * under it each campaign's booked slots, so that a campaign that loses minutes shows where and to
 * whom. Free minutes play the screen's own program.
 */
export function DayPlan({ plan }: { plan: ScreenDayPlan }) {
  const { t } = useTranslation();
  if (plan.campaigns.length === 0) return <Empty description={t('campaign.plan.empty')} />;
  const losers = new Map(plan.overridden.map((entry) => [entry.campaignid, entry]));
  return (
    <Flex vertical gap={12} className="day-plan">
      {plan.overridden.length > 0 && (
        <Alert
          type="warning"
          showIcon
          message={t('campaign.plan.conflicts')}
          description={plan.overridden
            .map((entry) => t('campaign.plan.lostTo', { name: entry.name, by: entry.byname }))
            .join(t('campaign.plan.separator'))}
        />
      )}
      <div className="day-plan__row">
        <Typography.Text strong className="day-plan__label">
          {t('campaign.plan.plays')}
        </Typography.Text>
        <ul className="day-plan__track" aria-label={t('campaign.plan.plays')}>
          {plan.segments.map((segment) => (
            <Tooltip
              key={`${segment.from}-${segment.campaignid}`}
              title={t('campaign.plan.segment', {
                from: segment.from,
                to: segment.to,
                name: segment.name,
                priority: segment.priority,
                plays: segment.playsperhour,
              })}
            >
              <li
                className="day-plan__block"
                style={{
                  ...placeOf(segment.from, segment.to),
                  background: colourOfCampaign(segment.campaignid),
                }}
              >
                {segment.name}
              </li>
            </Tooltip>
          ))}
        </ul>
      </div>
      {plan.campaigns.map((campaign) => (
        <div className="day-plan__row" key={campaign.campaignid}>
          <Flex vertical className="day-plan__label">
            <Typography.Text ellipsis>{campaign.name}</Typography.Text>
            <Flex gap={4} wrap>
              <Tag>{t('campaign.plan.priority', { priority: campaign.priority })}</Tag>
              {losers.has(campaign.campaignid) && <Tag color="warning">{t('campaign.plan.loses')}</Tag>}
            </Flex>
          </Flex>
          <div className="day-plan__track day-plan__track--booked">
            {campaign.slots.map((slot) => (
              <div
                key={slot.from}
                className="day-plan__booking"
                style={{ ...placeOf(slot.from, slot.to), borderColor: colourOfCampaign(campaign.campaignid) }}
              >
                {`${slot.from}-${slot.to}`}
              </div>
            ))}
          </div>
        </div>
      ))}
      <div className="day-plan__row">
        <span className="day-plan__label" />
        <Axis />
      </div>
    </Flex>
  );
}
