import { AlertOutlined, AudioOutlined, PlusOutlined } from '@ant-design/icons';
import {
  type BroadcastPriority,
  type BroadcastState,
  type BroadcastSummary,
  broadcastPriorities,
  broadcastStates,
} from '@lamplighter/contract';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Card, Flex, Input, Segmented, Select, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Permitted } from '../../../shared/auth/permissions';
import { DEFAULT_PAGE_SIZE, pagination } from '../../../shared/pagination';
import { ListEmpty } from '../../../shared/table/list-empty';
import { PHONE_CARD_STYLES, responsiveTable, usePhone } from '../../../shared/table/phone-table';
import { type BroadcastFilter, broadcastListQuery, useBroadcastWrites } from '../api/broadcasts';
import { useBroadcastColumns } from '../components/broadcast-columns';
import { BroadcastFormModal } from '../components/broadcast-form-modal';
import { LiveModal } from '../components/live-modal';
import { ResultsDrawer } from '../components/results-drawer';
import '../broadcasts.css';

const PHONE_COLUMNS = ['name', 'state', 'actions'];
const EVERY = 'all' as const;

/**
 * Audio broadcast (seed: Audio broadcast): speech made of a text, or a library sound, played on
 * terminals, a group's or a project's — now, once, daily or weekly, an emergency cutting off what
 * plays — and each occurrence's result per terminal, live; scheduled broadcasts are cancelled here.
 */
export default function AudioBroadcastPage() {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const phone = usePhone();
  const [filter, setFilter] = useState<BroadcastFilter>({ pagenum: 1, pagesize: DEFAULT_PAGE_SIZE });
  const [making, setMaking] = useState<'normal' | 'emergency'>();
  const [speaking, setSpeaking] = useState(false);
  const [following, setFollowing] = useState<number>();
  const list = useQuery(broadcastListQuery(filter));
  const { cancel } = useBroadcastWrites();
  const filtered =
    filter.keyword !== undefined || filter.state !== undefined || filter.priority !== undefined;
  const search = (next: Partial<BroadcastFilter>) =>
    setFilter((current) => ({ ...current, ...next, pagenum: 1 }));
  const stateOptions = [
    { value: EVERY, label: t('broadcast.state.all') },
    ...broadcastStates.map((state) => ({ value: state, label: t(`broadcast.state.${state}`) })),
  ];
  const chooseState = (state: BroadcastState | typeof EVERY) =>
    search({ state: state === EVERY ? undefined : state });

  const columns = useBroadcastColumns(
    {
      onResults: (broadcast) => setFollowing(broadcast.id),
      onCancel: (broadcast: BroadcastSummary) =>
        modal.confirm({
          title: t('common.hint'),
          content: t('broadcast.cancelConfirm', { name: broadcast.name }),
          okText: t('common.ok'),
          okButtonProps: { danger: true },
          cancelText: t('common.cancel'),
          onOk: async () => {
            await cancel.mutateAsync({ ids: [broadcast.id] });
            message.success(t('broadcast.cancelled', { name: broadcast.name }));
          },
        }),
    },
    phone,
  );

  return (
    <Card
      title={t('broadcast.title')}
      extra={
        <Permitted permission="broadcast:add">
          {/* A phone has room for the three actions as icons only; each still says what it does. */}
          <Flex gap={8}>
            <Button
              icon={<AudioOutlined />}
              aria-label={t('broadcast.speakLive')}
              title={t('broadcast.speakLive')}
              onClick={() => setSpeaking(true)}
            >
              {!phone && t('broadcast.speakLive')}
            </Button>
            <Button
              danger
              icon={<AlertOutlined />}
              aria-label={t('broadcast.addEmergency')}
              title={t('broadcast.addEmergency')}
              onClick={() => setMaking('emergency')}
            >
              {!phone && t('broadcast.addEmergency')}
            </Button>
            <Button
              type="primary"
              icon={<PlusOutlined />}
              aria-label={t('broadcast.add')}
              title={t('broadcast.add')}
              onClick={() => setMaking('normal')}
            >
              {!phone && t('broadcast.add')}
            </Button>
          </Flex>
        </Permitted>
      }
      styles={phone ? PHONE_CARD_STYLES : undefined}
    >
      <Flex wrap gap={8} className="broadcast-filters">
        {phone ? (
          <Select<BroadcastState | typeof EVERY>
            aria-label={t('broadcast.state')}
            value={filter.state ?? EVERY}
            onChange={chooseState}
            options={stateOptions}
            style={{ width: 140 }}
          />
        ) : (
          <Segmented<BroadcastState | typeof EVERY>
            value={filter.state ?? EVERY}
            onChange={chooseState}
            options={stateOptions}
          />
        )}
        <Select<BroadcastPriority>
          allowClear
          aria-label={t('broadcast.priority')}
          placeholder={t('broadcast.priority')}
          value={filter.priority}
          onChange={(priority) => search({ priority })}
          options={broadcastPriorities.map((value) => ({ value, label: t(`broadcast.priority.${value}`) }))}
          style={{ width: 120 }}
        />
        <Input.Search
          allowClear
          placeholder={t('broadcast.keyword')}
          aria-label={t('broadcast.keyword')}
          style={{ width: 200 }}
          onSearch={(keyword) => search({ keyword: keyword.trim() || undefined })}
        />
      </Flex>
      <Table<BroadcastSummary>
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
              empty={t('broadcast.list.empty')}
              emptyFiltered={t('broadcast.list.emptyFiltered')}
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
      {making && (
        <BroadcastFormModal
          emergency={making === 'emergency'}
          onClose={() => setMaking(undefined)}
          onMade={(id) => {
            setMaking(undefined);
            setFollowing(id);
          }}
        />
      )}
      {speaking && (
        <LiveModal
          onClose={() => setSpeaking(false)}
          onEnded={(id) => {
            setSpeaking(false);
            setFollowing(id);
          }}
        />
      )}
      {following !== undefined && <ResultsDrawer id={following} onClose={() => setFollowing(undefined)} />}
    </Card>
  );
}
