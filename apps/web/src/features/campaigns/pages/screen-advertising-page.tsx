import { PlusOutlined } from '@ant-design/icons';
import {
  type Campaign,
  type CampaignState,
  type CampaignSummary,
  campaignStates,
} from '@lamplighter/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Flex, Input, Segmented, Select, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Permitted } from '../../../shared/auth/permissions';
import { useConfirmDelete } from '../../../shared/hooks/use-confirm-delete';
import { DEFAULT_PAGE_SIZE, pagination } from '../../../shared/pagination';
import { ListEmpty } from '../../../shared/table/list-empty';
import { PHONE_CARD_STYLES, responsiveTable, usePhone } from '../../../shared/table/phone-table';
import { type CampaignFilter, campaignListQuery, campaignQuery, useCampaignWrites } from '../api/campaigns';
import { useCampaignColumns } from '../components/campaign-columns';
import { CampaignEditorModal } from '../components/campaign-editor-modal';
import { PlanModal } from '../components/plan-modal';
import { ReportDrawer } from '../components/report-drawer';
import '../campaigns.css';

const PHONE_COLUMNS = ['name', 'state', 'actions'];
const EVERY_STATE = 'all' as const;

/** The editor's subject: a campaign to change, or none for a new one. */
type Editing = { campaign: Campaign | undefined } | undefined;

/**
 * Screen advertising (seed: Screen advertising): campaigns that book published programs on LED
 * screens by days, daily slots, priority and plays an hour; each screen's day plan with its
 * conflicts settled; and the proof of play the screens report, exported to Excel.
 */
export default function ScreenAdvertisingPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const confirmDeletion = useConfirmDelete();
  const phone = usePhone();
  const [filter, setFilter] = useState<CampaignFilter>({ pagenum: 1, pagesize: DEFAULT_PAGE_SIZE });
  const [editing, setEditing] = useState<Editing>();
  const [reporting, setReporting] = useState<CampaignSummary>();
  const [planning, setPlanning] = useState<CampaignSummary>();
  const list = useQuery(campaignListQuery(filter));
  const writes = useCampaignWrites();
  const filtered = filter.keyword !== undefined || filter.state !== undefined;
  const search = (next: Partial<CampaignFilter>) =>
    setFilter((current) => ({ ...current, ...next, pagenum: 1 }));
  const stateOptions: { value: CampaignState | typeof EVERY_STATE; label: string }[] = [
    { value: EVERY_STATE, label: t('campaign.state.all') },
    ...campaignStates.map((state) => ({ value: state, label: t(`campaign.state.${state}`) })),
  ];
  const chooseState = (state: CampaignState | typeof EVERY_STATE) =>
    search({ state: state === EVERY_STATE ? undefined : state });

  const columns = useCampaignColumns(
    {
      onReport: setReporting,
      onPlan: setPlanning,
      onEdit: async (campaign) =>
        setEditing({ campaign: await queryClient.fetchQuery(campaignQuery(campaign.id)) }),
      onDelete: (campaign) => confirmDeletion(() => writes.remove.mutateAsync({ ids: [campaign.id] })),
    },
    phone,
  );

  return (
    <Card
      title={t('campaign.title')}
      extra={
        <Permitted permission="campaign:add">
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ campaign: undefined })}>
            {t('campaign.add')}
          </Button>
        </Permitted>
      }
      styles={phone ? PHONE_CARD_STYLES : undefined}
    >
      <Flex wrap gap={8} className="campaign-filters">
        {phone ? (
          <Select<CampaignState | typeof EVERY_STATE>
            aria-label={t('campaign.state')}
            value={filter.state ?? EVERY_STATE}
            onChange={chooseState}
            options={stateOptions}
            style={{ width: 160 }}
          />
        ) : (
          <Segmented<CampaignState | typeof EVERY_STATE>
            value={filter.state ?? EVERY_STATE}
            onChange={chooseState}
            options={stateOptions}
          />
        )}
        <Input.Search
          allowClear
          placeholder={t('campaign.keyword')}
          aria-label={t('campaign.keyword')}
          style={{ width: 220 }}
          onSearch={(keyword) => search({ keyword: keyword.trim() || undefined })}
        />
      </Flex>
      <Table<CampaignSummary>
        rowKey="id"
        size="middle"
        loading={list.isFetching}
        dataSource={list.data?.list ?? []}
        {...responsiveTable(phone, columns, PHONE_COLUMNS, { x: 'max-content' })}
        locale={{
          emptyText: (
            <ListEmpty
              filtered={filtered}
              onClear={() => setFilter({ pagenum: 1, pagesize: filter.pagesize })}
              empty={t('campaign.list.empty')}
              emptyFiltered={t('campaign.list.emptyFiltered')}
            />
          ),
        }}
        pagination={pagination(
          filter,
          list.data?.total ?? 0,
          (pagenum, pagesize) => setFilter({ ...filter, pagenum, pagesize }),
          t,
        )}
      />
      {editing && <CampaignEditorModal campaign={editing.campaign} onClose={() => setEditing(undefined)} />}
      {reporting && <ReportDrawer campaign={reporting} onClose={() => setReporting(undefined)} />}
      {planning && <PlanModal campaign={planning} onClose={() => setPlanning(undefined)} />}
    </Card>
  );
}
