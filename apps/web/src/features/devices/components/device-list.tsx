import type { Device, DeviceListRow, LampValueField } from '@lamplighter/contract';
import { useQuery } from '@tanstack/react-query';
import { Card, Table } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Permitted, usePermission } from '../../../shared/auth/permissions';
import { BatchControlDrawer, type BatchTarget } from '../../../shared/commands/batch-control-drawer';
import { useConfirmDelete } from '../../../shared/hooks/use-confirm-delete';
import { TokenDialog } from '../../../shared/inventory/token-dialog';
import { DEFAULT_PAGE_SIZE, pagination } from '../../../shared/pagination';
import { PHONE_CARD_STYLES, responsiveTable, usePhone } from '../../../shared/table/phone-table';
import { useColumnSettings } from '../../../shared/table/use-column-settings';
import { type DeviceWithToken, deviceListQuery, matchingDevices, useDeviceWrites } from '../api/devices';
import { type ColumnSet, hiddenOf } from './column-sets';
import { useDeviceColumns } from './device-columns';
import { DeviceFilters, type DeviceFilterValues } from './device-filters';
import { DeviceFormModal } from './device-form-modal';
import { DeviceListEmpty } from './device-list-empty';
import { DeviceListToolbar } from './device-list-toolbar';
import { DeviceRowActions } from './device-row-actions';
import { ImportReportFromLink } from './excel/import-report-from-link';
import { filtersFromLink } from './filters-from-link';
import type { ListSort } from './lamp-value-columns';
import { MoveDevicesModal } from './move-devices-modal';
import { useLiveRows } from './use-live-rows';

const NO_FILTERS: DeviceFilterValues = {};
/** What a phone shows of a device: its number, name and state, and what can be done with it. */
const PHONE_COLUMNS = ['devicecode', 'devicename', 'runstate', 'actions'];

/**
 * One list of devices for every device screen: the family (`family`) and the project or group
 * (`scope`, from a tree) may be fixed; each screen brings its column set and its own table id, so
 * that column settings are remembered per screen. A lamp list names the values (`lampValues`) it
 * filters by; its rows follow what their devices report.
 */
export function DeviceList({
  title,
  tableId,
  columnSet,
  family,
  scope,
  lampValues,
  extra,
}: {
  title: ReactNode;
  tableId: string;
  columnSet: ColumnSet;
  family?: number;
  scope?: { projectid?: number | undefined; groupid?: number | undefined };
  lampValues?: readonly LampValueField[];
  extra?: ReactNode;
}) {
  const { t } = useTranslation();
  const confirmDeletion = useConfirmDelete();
  const link = useSearchParams()[0];
  const [filters, setFilters] = useState<DeviceFilterValues>(() => filtersFromLink(link));
  const [page, setPage] = useState({ pagenum: 1, pagesize: DEFAULT_PAGE_SIZE });
  const [sort, setSort] = useState<ListSort>();
  const [selected, setSelected] = useState<Device[]>([]);
  const [controlling, setControlling] = useState<BatchTarget>();
  const [form, setForm] = useState<{ id?: number } | undefined>();
  const [moving, setMoving] = useState<number[] | undefined>();
  const [added, setAdded] = useState<{ code: string; token: string } | undefined>();
  const mayUpdate = usePermission('device:update');
  const mayDelete = usePermission('device:delete');
  const mayChange = mayUpdate || mayDelete;
  const mayReport = usePermission('aftersale:add');
  const mayCommand = usePermission('device:command');
  const { projectid: scopeProject, groupid: scopeGroup } = scope ?? {};

  // A link to this list with other filters (a reminder followed while the list is open).
  const [shownLink, setShownLink] = useState(link.toString());
  if (shownLink !== link.toString()) {
    setShownLink(link.toString());
    setFilters(filtersFromLink(link));
    setPage((current) => ({ ...current, pagenum: 1 }));
  }

  // Another project or group of the tree: back to its first page, nothing selected.
  const scopeKey = `${scopeProject}:${scopeGroup}`;
  const [shownScope, setShownScope] = useState(scopeKey);
  if (shownScope !== scopeKey) {
    setShownScope(scopeKey);
    setPage((current) => ({ ...current, pagenum: 1 }));
    setSelected([]);
  }

  const filter = {
    ...page,
    ...sort,
    ...filters,
    ...(scope ? { projectid: scopeProject, groupid: scopeGroup } : {}),
    ...(family ? { devicetype: [family] } : {}),
  };
  const list = useQuery(deviceListQuery(filter));
  useLiveRows(list.data?.list.map((device) => device.id) ?? [], () => void list.refetch());
  const { pagenum: _pagenum, pagesize: _pagesize, ...exportFilter } = filter;

  async function controlMatching() {
    try {
      const found = await matchingDevices(exportFilter);
      setControlling({ kind: 'matching', devices: found.devices });
    } catch {
      // The client has shown the server's reason (more devices than one command takes).
    }
  }
  const writes = useDeviceWrites();

  function remove(ids: number[]) {
    confirmDeletion(async () => {
      await writes.remove.mutateAsync({ ids });
      setSelected((current) => current.filter((device) => !ids.includes(device.id)));
    });
  }

  const phone = usePhone();
  const actions: ColumnType<DeviceListRow> = {
    title: t('device.actions'),
    key: 'actions',
    fixed: 'right',
    width: 200,
    render: (_, device) => (
      <DeviceRowActions
        device={device}
        onEdit={(row) => setForm({ id: row.id })}
        onDelete={remove}
        mainOnly={phone}
      />
    ),
  };
  const deviceColumns = useDeviceColumns(columnSet.order, sort);
  const { columns, control } = useColumnSettings(
    tableId,
    mayChange || mayReport ? [...deviceColumns, actions] : deviceColumns,
    hiddenOf(columnSet),
  );
  const filtered = Object.values(filters).some((value) => value !== undefined);

  return (
    <Card
      title={title}
      extra={
        <DeviceListToolbar
          selected={selected.length}
          onAdd={() => setForm({})}
          onControl={() => setControlling({ kind: 'selected', devices: selected })}
          onControlMatching={() => void controlMatching()}
          matching={list.data?.total ?? 0}
          onMove={() => setMoving(selected.map((device) => device.id))}
          onDelete={() => remove(selected.map((device) => device.id))}
          extra={extra}
          columnSettings={control}
          exportFilter={exportFilter}
        />
      }
      styles={phone ? PHONE_CARD_STYLES : { header: { flexWrap: 'wrap', rowGap: 8, paddingBlock: 8 } }}
    >
      <DeviceFilters
        values={filters}
        withType={family === undefined}
        withProject={scope === undefined}
        lampValues={lampValues}
        onSearch={(next) => {
          setFilters(next);
          setPage((current) => ({ ...current, pagenum: 1 }));
        }}
      />
      <Table<DeviceListRow>
        rowKey="id"
        size="middle"
        loading={list.isLoading || list.isPlaceholderData}
        dataSource={list.data?.list ?? []}
        {...responsiveTable(phone, columns, PHONE_COLUMNS, { x: 'max-content' })}
        onChange={(_pages, _filters, sorter, { action }) => {
          if (action !== 'sort' || Array.isArray(sorter)) return;
          setSort(
            sorter.order && sorter.columnKey
              ? {
                  orderby: sorter.columnKey as ListSort['orderby'],
                  order: sorter.order === 'ascend' ? 'asc' : 'desc',
                }
              : undefined,
          );
          setPage((current) => ({ ...current, pagenum: 1 }));
        }}
        rowSelection={
          mayChange || mayCommand
            ? {
                selectedRowKeys: selected.map((device) => device.id),
                onChange: (keys, rows) =>
                  setSelected((current) =>
                    keys.flatMap((key) => {
                      const row =
                        rows.find((device) => device?.id === key) ?? current.find((d) => d.id === key);
                      return row ? [row] : [];
                    }),
                  ),
                // Rows chosen on other pages stay chosen: a batch may span pages.
                preserveSelectedRowKeys: true,
                fixed: !phone,
              }
            : undefined
        }
        locale={{ emptyText: <DeviceListEmpty filtered={filtered} onClear={() => setFilters(NO_FILTERS)} /> }}
        pagination={pagination(
          page,
          list.data?.total ?? 0,
          (pagenum, pagesize) => setPage({ pagenum, pagesize }),
          t,
        )}
      />
      <DeviceFormModal
        open={form !== undefined}
        editing={form?.id}
        preset={{ devicetype: family, projectid: scopeProject, groupid: scopeGroup }}
        onClose={() => setForm(undefined)}
        onAdded={({ device, token }: DeviceWithToken) => {
          setForm(undefined);
          setAdded({ code: device.devicecode, token });
        }}
        onUpdated={() => setForm(undefined)}
      />
      <MoveDevicesModal
        ids={moving}
        onClose={() => setMoving(undefined)}
        onMoved={() => {
          setMoving(undefined);
          setSelected([]);
        }}
      />
      <TokenDialog
        title={t('device.tokenAddedTitle')}
        deviceCode={added?.code ?? ''}
        token={added?.token}
        onClose={() => setAdded(undefined)}
      />
      <Permitted permission="device:import">
        <ImportReportFromLink />
      </Permitted>
      <BatchControlDrawer target={controlling} onClose={() => setControlling(undefined)} />
    </Card>
  );
}
