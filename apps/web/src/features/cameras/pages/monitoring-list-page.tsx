import type { CameraItem } from '@lamplighter/contract';
import { useQuery } from '@tanstack/react-query';
import { Card, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NetworkFilters } from '../../../shared/networks/network-filters';
import type { NetworkFilterValues } from '../../../shared/networks/network-types';
import { DEFAULT_PAGE_SIZE, pagination } from '../../../shared/pagination';
import { ListEmpty } from '../../../shared/table/list-empty';
import { PHONE_CARD_STYLES, responsiveTable, usePhone } from '../../../shared/table/phone-table';
import { cameraListQuery } from '../api/cameras';
import { useLiveCameras } from '../api/use-live-cameras';
import { useCameraColumns } from '../components/camera-columns';
import { CameraSettingsModal } from '../components/camera-settings-modal';
import { PlayerModal } from '../components/player-modal';
import '../cameras.css';

/** What a phone shows of a camera: its number, name and state, and Play. */
const PHONE_COLUMNS = ['devicecode', 'devicename', 'runstate', 'actions'];

/**
 * The cameras of the user's projects with how each is watched, filtered and paged, their states
 * live; a row (or Play) opens its live picture, Addresses its stream addresses.
 */
export default function MonitoringListPage() {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<NetworkFilterValues>({});
  const [page, setPage] = useState({ pagenum: 1, pagesize: DEFAULT_PAGE_SIZE });
  const [playing, setPlaying] = useState<CameraItem>();
  const [editing, setEditing] = useState<CameraItem>();
  const list = useQuery(cameraListQuery({ ...page, ...filters }));
  const cameras = list.data?.list ?? [];
  useLiveCameras(cameras.map((camera) => camera.id));
  const phone = usePhone();
  const columns = useCameraColumns({ onPlay: setPlaying, onEdit: setEditing, compact: phone });
  const search = (next: NetworkFilterValues) => {
    setFilters(next);
    setPage((current) => ({ ...current, pagenum: 1 }));
  };

  return (
    <Card title={t('video.list.title')} styles={phone ? PHONE_CARD_STYLES : undefined}>
      <NetworkFilters values={filters} withMode={false} keywordLabel={t('video.keyword')} onSearch={search} />
      <Table<CameraItem>
        rowKey="id"
        size="middle"
        className="camera-list"
        loading={list.isFetching}
        dataSource={cameras}
        {...responsiveTable(phone, columns, PHONE_COLUMNS, { x: 'max-content' })}
        onRow={(camera) => ({ onClick: () => setPlaying(camera) })}
        locale={{
          emptyText: (
            <ListEmpty
              filtered={Object.values(filters).some((value) => value !== undefined)}
              onClear={() => search({})}
              empty={t('video.list.empty')}
              emptyFiltered={t('video.list.emptyFiltered')}
            />
          ),
        }}
        pagination={pagination(
          page,
          list.data?.total ?? 0,
          (pagenum, pagesize) => setPage({ pagenum, pagesize }),
          t,
        )}
      />
      <PlayerModal camera={playing} onClose={() => setPlaying(undefined)} />
      <CameraSettingsModal camera={editing} onClose={() => setEditing(undefined)} />
    </Card>
  );
}
