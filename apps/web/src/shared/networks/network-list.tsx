import { PlusOutlined } from '@ant-design/icons';
import type { Device, DeviceDetail } from '@lamplighter/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Card, Space, Table } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { type ComponentType, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sharedKeys } from '../api/query-keys';
import { Permitted } from '../auth/permissions';
import { useConfirmDelete } from '../hooks/use-confirm-delete';
import { TokenDialog } from '../inventory/token-dialog';
import { DEFAULT_PAGE_SIZE, pagination } from '../pagination';
import { useEditDeleteColumn } from '../table/edit-delete-column';
import { PHONE_CARD_STYLES, responsiveTable, usePhone } from '../table/phone-table';
import { useColumnSettings } from '../table/use-column-settings';
import { NetworkFilters } from './network-filters';
import type { NetworkFilter, NetworkFilterValues } from './network-types';
import { useRefreshInventory } from './use-refresh-inventory';

type Page<T> = { list: T[]; total: number };

/** What a phone shows of a row: its number, name and state, and what can be done with it. */
const PHONE_COLUMNS = ['devicecode', 'devicename', 'runstate', 'actions'];

/** What a family's add-and-edit form takes from its list. */
export interface FormModalProps {
  open: boolean;
  editing: number | undefined;
  onClose: () => void;
  onAdded: (added: { device: DeviceDetail; token: string }) => void;
  onUpdated: () => void;
}

/**
 * The list of one device family that links lights (gateways, loop controllers): filters, a page
 * of rows that open onto what they link, remembered columns, add, edit and delete for those who
 * may, and a new one's access token shown once. The screen brings its columns, its calls, its
 * form and what an open row shows.
 */
export function NetworkList<T extends Device>({
  title,
  tableId,
  addLabel,
  columns,
  defaultHidden,
  listKey,
  fetchPage,
  withMode = false,
  expandedRow,
  remove,
  FormModal,
  addedTitle,
}: {
  title: string;
  tableId: string;
  addLabel: string;
  columns: ColumnType<T>[];
  defaultHidden: readonly string[];
  /** Names the list in the query cache, under `devices`. */
  listKey: string;
  fetchPage: (filter: NetworkFilter) => Promise<Page<T>>;
  withMode?: boolean;
  expandedRow: (row: T) => ReactNode;
  remove: (ids: number[]) => Promise<unknown>;
  FormModal: ComponentType<FormModalProps>;
  /** Title of the dialog that shows a new one's access token. */
  addedTitle: string;
}) {
  const { t } = useTranslation();
  const refresh = useRefreshInventory();
  const confirmDeletion = useConfirmDelete();
  const [filters, setFilters] = useState<NetworkFilterValues>({});
  const [page, setPage] = useState({ pagenum: 1, pagesize: DEFAULT_PAGE_SIZE });
  const [form, setForm] = useState<{ id?: number } | undefined>();
  const [added, setAdded] = useState<{ code: string; token: string } | undefined>();
  const filter: NetworkFilter = { ...page, ...filters };
  const list = useQuery({
    queryKey: sharedKeys.networkList(listKey, filter),
    queryFn: () => fetchPage(filter),
    placeholderData: keepPreviousData,
  });
  const phone = usePhone();

  const actions = useEditDeleteColumn<T>({
    keys: { update: 'device:update', delete: 'device:delete' },
    labels: { title: t('network.actions'), delete: t('network.delete') },
    handlersOf: (row) => ({
      onEdit: () => setForm({ id: row.id }),
      onDelete: () =>
        confirmDeletion(async () => {
          await remove([row.id]);
          await refresh();
        }),
    }),
    compact: phone,
  });
  const settings = useColumnSettings(tableId, [...columns, ...actions], defaultHidden);

  return (
    <Card
      title={title}
      extra={
        <Space wrap size={8}>
          <Permitted permission="device:add">
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setForm({})}>
              {addLabel}
            </Button>
          </Permitted>
          {settings.control}
        </Space>
      }
      styles={phone ? PHONE_CARD_STYLES : undefined}
    >
      <NetworkFilters
        values={filters}
        withMode={withMode}
        onSearch={(next) => {
          setFilters(next);
          setPage((current) => ({ ...current, pagenum: 1 }));
        }}
      />
      <Table<T>
        rowKey="id"
        size="middle"
        loading={list.isFetching}
        dataSource={list.data?.list ?? []}
        {...responsiveTable(phone, settings.columns, PHONE_COLUMNS, { x: 'max-content' })}
        expandable={{
          expandedRowRender: expandedRow,
          ...(phone ? { columnWidth: 32 } : { fixed: 'left' }),
        }}
        pagination={pagination(
          page,
          list.data?.total ?? 0,
          (pagenum, pagesize) => setPage({ pagenum, pagesize }),
          t,
        )}
      />
      <FormModal
        open={form !== undefined}
        editing={form?.id}
        onClose={() => setForm(undefined)}
        onAdded={({ device, token }) => {
          setForm(undefined);
          setAdded({ code: device.devicecode, token });
          void refresh();
        }}
        onUpdated={() => {
          setForm(undefined);
          void refresh();
        }}
      />
      <TokenDialog
        title={addedTitle}
        deviceCode={added?.code ?? ''}
        token={added?.token}
        onClose={() => setAdded(undefined)}
      />
    </Card>
  );
}
