import type { Terminal } from '@lamplighter/contract';
import { useQuery } from '@tanstack/react-query';
import { Card, Drawer, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../../shared/auth/permissions';
import { CommandResultTable } from '../../../shared/commands/command-result-table';
import { SelectionCommands } from '../../../shared/device-lists/command-menu';
import { DeviceFilters, type DeviceFilterValues } from '../../../shared/device-lists/device-filters';
import { DEFAULT_PAGE_SIZE, pagination } from '../../../shared/pagination';
import { ListEmpty } from '../../../shared/table/list-empty';
import { PHONE_CARD_STYLES, responsiveTable, usePhone } from '../../../shared/table/phone-table';
import { terminalListQuery } from '../api/broadcasts';
import { useLiveTerminals } from '../api/use-live-terminals';
import { useTerminalColumns } from '../components/terminal-columns';
import { useTerminalCommands } from '../components/use-terminal-commands';

/** What a phone shows of a terminal: which one, its state, and its commands. */
const PHONE_COLUMNS = ['terminal', 'state', 'actions'];

function Selection({
  terminals,
  onSent,
  onClear,
}: {
  terminals: readonly Terminal[];
  onSent: (commandId: number) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation();
  return (
    <SelectionCommands
      selected={t('terminal.selected', { count: terminals.length })}
      onClear={onClear}
      {...useTerminalCommands(terminals, onSent)}
    />
  );
}

/**
 * Broadcast list (seed: Broadcast list): the broadcast terminals of the user's projects with what
 * each plays now, its power and volume and the last broadcast it played, live as they report; a
 * test tone, power, volume and silence go to one terminal or to the chosen ones, and each
 * terminal's answer is followed as it comes.
 */
export default function BroadcastListPage() {
  const { t } = useTranslation();
  const phone = usePhone();
  const mayCommand = usePermission('device:command');
  const [filters, setFilters] = useState<DeviceFilterValues>({});
  const [page, setPage] = useState({ pagenum: 1, pagesize: DEFAULT_PAGE_SIZE });
  const [chosen, setChosen] = useState<Terminal[]>([]);
  const [followed, setFollowed] = useState<number>();
  const list = useQuery(terminalListQuery({ ...page, ...filters }));
  const terminals = list.data?.list ?? [];
  useLiveTerminals(terminals.map((terminal) => terminal.id));
  const columns = useTerminalColumns(setFollowed);
  const search = (next: DeviceFilterValues) => {
    setFilters(next);
    setPage((current) => ({ ...current, pagenum: 1 }));
  };

  return (
    <Card title={t('terminal.title')} styles={phone ? PHONE_CARD_STYLES : undefined}>
      <DeviceFilters name="terminalFilter" values={filters} onSearch={search} />
      {mayCommand && chosen.length > 0 && (
        <Selection terminals={chosen} onSent={setFollowed} onClear={() => setChosen([])} />
      )}
      <Table<Terminal>
        rowKey="id"
        size="middle"
        loading={list.isLoading}
        dataSource={terminals}
        {...responsiveTable(phone, columns, PHONE_COLUMNS, { x: 'max-content' })}
        rowSelection={
          mayCommand
            ? {
                preserveSelectedRowKeys: true,
                selectedRowKeys: chosen.map((terminal) => terminal.id),
                onChange: (_, rows) => setChosen(rows.filter(Boolean)),
              }
            : undefined
        }
        locale={{
          emptyText: (
            <ListEmpty
              filtered={Object.values(filters).some((value) => value !== undefined)}
              onClear={() => search({})}
              empty={t('terminal.list.empty')}
              emptyFiltered={t('terminal.list.emptyFiltered')}
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
