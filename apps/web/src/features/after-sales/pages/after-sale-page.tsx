import type { AfterSale } from '@lamplighter/contract';
import { useQuery } from '@tanstack/react-query';
import { Card, Grid, Table } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { REPORT_FAULT_PARAM } from '../../../shared/after-sales/report-fault';
import { usePermission } from '../../../shared/auth/permissions';
import { DEFAULT_PAGE_SIZE, pagination } from '../../../shared/pagination';
import { ListEmpty } from '../../../shared/table/list-empty';
import { phoneColumns } from '../../../shared/table/phone-columns';
import { RowActions } from '../../../shared/table/row-actions';
import { useColumnSettings } from '../../../shared/table/use-column-settings';
import { type AfterSaleListFilter, afterSaleListQuery } from '../api/after-sales';
import { useTicketColumns } from '../components/ticket-columns';
import { TicketFilters, type TicketFilterValues } from '../components/ticket-filters';
import { TicketListToolbar } from '../components/ticket-list-toolbar';
import { useTicketActions } from '../components/use-ticket-actions';
import { useTicketDialogs } from '../components/use-ticket-dialogs';

const NO_FILTERS: TicketFilterValues = {};

/** Shown until the user changes the column settings. */
const HIDDEN = ['description'];
/** What a phone shows of a ticket: its number, status, and what can be done next. */
const PHONE_COLUMNS = ['aftersaleCode', 'status', 'actions'];

/**
 * The after-sales tickets of the account tree, newest first: filters, a page of tickets with what
 * the user may do to each, new, export and batch delete. `?device=<id>` (Report fault, elsewhere)
 * opens the new-ticket form filled in for that device.
 */
export default function AfterSalePage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const [filters, setFilters] = useState<TicketFilterValues>(NO_FILTERS);
  const [page, setPage] = useState({ pagenum: 1, pagesize: DEFAULT_PAGE_SIZE });
  const [selected, setSelected] = useState<number[]>([]);
  const mayDelete = usePermission('aftersale:delete');
  const mayAdd = usePermission('aftersale:add');
  const { handlers, dialogs } = useTicketDialogs({
    onDeleted: (ids) => setSelected((current) => current.filter((id) => !ids.includes(id))),
    // The device asked for is done with: a reload does not open the form again.
    onFormClosed: () => setParams({}, { replace: true }),
  });
  const actionsOf = useTicketActions(handlers);

  const reportedDevice = Number(params.get(REPORT_FAULT_PARAM));
  const { create } = handlers;
  useEffect(() => {
    if (mayAdd && Number.isInteger(reportedDevice) && reportedDevice > 0) create(reportedDevice);
  }, [mayAdd, reportedDevice, create]);

  const filter: AfterSaleListFilter = { ...page, ...filters, keyword: filters.keyword ?? '' };
  const list = useQuery(afterSaleListQuery(filter));
  const { pagenum: _pagenum, pagesize: _pagesize, ...exportFilter } = filter;

  const phone = !Grid.useBreakpoint().sm;
  const actions: ColumnType<AfterSale> = {
    title: t('ticket.actions'),
    key: 'actions',
    fixed: 'right',
    width: 190,
    // Two actions as links, the others under More; a phone keeps the first beside the others' menu.
    render: (_, ticket) => <RowActions actions={actionsOf(ticket)} inline={2} compact={phone} />,
  };
  const { columns, control } = useColumnSettings('after-sales', [...useTicketColumns(), actions], HIDDEN);
  const filtered = Object.values(filters).some((value) => value !== undefined);

  return (
    <Card
      title={t('ticket.title')}
      extra={
        <TicketListToolbar
          selected={selected.length}
          onAdd={() => handlers.create()}
          onDelete={() => handlers.remove(selected)}
          exportFilter={exportFilter}
          columnSettings={control}
        />
      }
      styles={{
        header: { flexWrap: 'wrap', rowGap: 8, paddingBlock: 8, ...(phone ? { paddingInline: 12 } : {}) },
        ...(phone ? { body: { padding: 12 } } : {}),
      }}
    >
      <TicketFilters
        values={filters}
        onSearch={(next) => {
          setFilters(next);
          setPage((current) => ({ ...current, pagenum: 1 }));
        }}
      />
      <Table<AfterSale>
        rowKey="id"
        size="middle"
        loading={list.isFetching}
        dataSource={list.data?.list ?? []}
        columns={phone ? phoneColumns(columns, PHONE_COLUMNS) : columns}
        scroll={{ x: 'max-content' }}
        rowSelection={
          mayDelete
            ? { selectedRowKeys: selected, onChange: (keys) => setSelected(keys as number[]), fixed: !phone }
            : undefined
        }
        locale={{
          emptyText: (
            <ListEmpty
              filtered={filtered}
              onClear={() => setFilters(NO_FILTERS)}
              empty={t('ticket.empty')}
              emptyFiltered={t('ticket.emptyFiltered')}
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
      {dialogs}
    </Card>
  );
}
