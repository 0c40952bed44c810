import type { CampaignState, CampaignSummary } from '@lamplighter/contract';
import { Button, Tag, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../../shared/auth/permissions';
import { formatTime } from '../../../shared/format';
import { type RowAction, RowActions } from '../../../shared/table/row-actions';

const STATE_COLOURS: Record<CampaignState, string> = { upcoming: 'blue', running: 'green', ended: 'default' };

export function CampaignStateTag({ state }: { state: CampaignState }) {
  const { t } = useTranslation();
  return <Tag color={STATE_COLOURS[state]}>{t(`campaign.state.${state}`)}</Tag>;
}

/** What the rows of the list lead to. */
export interface CampaignRowHandlers {
  onReport: (campaign: CampaignSummary) => void;
  onPlan: (campaign: CampaignSummary) => void;
  onEdit: (campaign: CampaignSummary) => void;
  onDelete: (campaign: CampaignSummary) => void;
}

function useRowActions(handlers: CampaignRowHandlers) {
  const { t } = useTranslation();
  const mayUpdate = usePermission('campaign:update');
  const mayDelete = usePermission('campaign:delete');
  return (campaign: CampaignSummary): RowAction[] => {
    const action = (key: string, run: (row: CampaignSummary) => void, danger = false): RowAction => ({
      key,
      label: t(`campaign.action.${key}`),
      danger,
      run: () => run(campaign),
    });
    return [
      action('report', handlers.onReport),
      action('plan', handlers.onPlan),
      ...(mayUpdate ? [action('edit', handlers.onEdit)] : []),
      ...(mayDelete ? [action('delete', handlers.onDelete, true)] : []),
    ];
  };
}

/** The campaign list's columns: the name opens the proof of play. */
export function useCampaignColumns(
  handlers: CampaignRowHandlers,
  compact: boolean,
): ColumnsType<CampaignSummary> {
  const { t } = useTranslation();
  const actionsOf = useRowActions(handlers);
  return [
    {
      title: t('campaign.name'),
      dataIndex: 'name',
      width: 200,
      ellipsis: true,
      render: (name: string, campaign) => (
        <Button type="link" className="campaign-name" onClick={() => handlers.onReport(campaign)}>
          {name}
        </Button>
      ),
    },
    {
      title: t('campaign.state'),
      dataIndex: 'state',
      width: 100,
      render: (state: CampaignState) => <CampaignStateTag state={state} />,
    },
    {
      title: t('campaign.program'),
      key: 'program',
      width: 180,
      ellipsis: true,
      render: (_, campaign) =>
        campaign.version === null ? (
          <Tooltip title={t('campaign.program.unpublished')}>
            <Tag color="warning">{campaign.programname}</Tag>
          </Tooltip>
        ) : (
          `${campaign.programname} · ${t('campaign.program.version', { version: campaign.version })}`
        ),
    },
    { title: t('campaign.screens'), dataIndex: 'screencount', width: 80, align: 'right' },
    {
      title: t('campaign.dates'),
      key: 'dates',
      width: 190,
      render: (_, campaign) => `${campaign.startdate} ~ ${campaign.enddate}`,
    },
    {
      title: t('campaign.slots'),
      key: 'slots',
      width: 150,
      render: (_, campaign) => campaign.slots.map((slot) => `${slot.from}-${slot.to}`).join(', '),
    },
    { title: t('campaign.priority'), dataIndex: 'priority', width: 80, align: 'right' },
    { title: t('campaign.playsperhour'), dataIndex: 'playsperhour', width: 100, align: 'right' },
    { title: t('campaign.updatetime'), dataIndex: 'updatetime', width: 170, render: formatTime },
    {
      title: t('campaign.actions'),
      key: 'actions',
      fixed: 'right',
      width: 200,
      render: (_, campaign) => <RowActions actions={actionsOf(campaign)} inline={2} compact={compact} />,
    },
  ];
}
