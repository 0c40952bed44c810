import type { LedScreen } from '@lamplighter/contract';
import { useQuery } from '@tanstack/react-query';
import { Card, Drawer, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../../shared/auth/permissions';
import { CommandResultTable } from '../../../shared/commands/command-result-table';
import { DeviceFilters, type DeviceFilterValues } from '../../../shared/device-lists/device-filters';
import { DEFAULT_PAGE_SIZE, pagination } from '../../../shared/pagination';
import { ListEmpty } from '../../../shared/table/list-empty';
import { PHONE_CARD_STYLES, responsiveTable, usePhone } from '../../../shared/table/phone-table';
import { ledScreenListQuery } from '../api/led-screens';
import { useLiveScreens } from '../api/use-live-screens';
import { SelectionActions } from '../components/screen-actions';
import { useScreenColumns } from '../components/screen-columns';
import '../led-screens.css';

/** What a phone shows of a screen: which one, its state, and its commands. */
const PHONE_COLUMNS = ['screen', 'state', 'actions'];

/**
 * Screen management (seed: Screen management): the LED screens of the user's projects with what
 * each shows now — state, program or download under way, screenshot, power, brightness, volume —
 * and its last proof of play, kept live as the screens report. Commands go to one screen or to the
 * chosen ones, and each screen's answer is followed as it comes.
 */
export default function ScreenManagementPage() {
  const { t } = useTranslation();
  const phone = usePhone();
  const mayCommand = usePermission('device:command');
  const [filters, setFilters] = useState<DeviceFilterValues>({});
  const [page, setPage] = useState({ pagenum: 1, pagesize: DEFAULT_PAGE_SIZE });
  const [chosen, setChosen] = useState<LedScreen[]>([]);
  const [followed, setFollowed] = useState<number>();
  const list = useQuery(ledScreenListQuery({ ...page, ...filters }));
  const screens = list.data?.list ?? [];
  useLiveScreens(screens.map((screen) => screen.id));
  const columns = useScreenColumns(setFollowed);
  const search = (next: DeviceFilterValues) => {
    setFilters(next);
    setPage((current) => ({ ...current, pagenum: 1 }));
  };

  return (
    <Card title={t('ledScreen.title')} styles={phone ? PHONE_CARD_STYLES : undefined}>
      <DeviceFilters name="ledScreenFilter" values={filters} onSearch={search} />
      {mayCommand && chosen.length > 0 && (
        <SelectionActions screens={chosen} onSent={setFollowed} onClear={() => setChosen([])} />
      )}
      <Table<LedScreen>
        rowKey="id"
        size="middle"
        className="led-screen-list"
        loading={list.isLoading}
        dataSource={screens}
        {...responsiveTable(phone, columns, PHONE_COLUMNS, { x: 'max-content' })}
        rowSelection={
          mayCommand
            ? {
                preserveSelectedRowKeys: true,
                selectedRowKeys: chosen.map((screen) => screen.id),
                onChange: (_, rows) => setChosen(rows.filter(Boolean)),
              }
            : undefined
        }
        locale={{
          emptyText: (
            <ListEmpty
              filtered={Object.values(filters).some((value) => value !== undefined)}
              onClear={() => search({})}
              empty={t('ledScreen.list.empty')}
              emptyFiltered={t('ledScreen.list.emptyFiltered')}
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
      <Drawer
        open={followed !== undefined}
        onClose={() => setFollowed(undefined)}
        title={t('deviceList.result')}
        size="min(640px, 100vw)"
        destroyOnHidden
      >
        {followed !== undefined && <CommandResultTable key={followed} commandId={followed} />}
      </Drawer>
    </Card>
  );
}
