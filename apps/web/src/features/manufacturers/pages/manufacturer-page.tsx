import { PlusOutlined } from '@ant-design/icons';
import type { Manufacturer } from '@lamplighter/contract';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Card, Form, Input, Space, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Permitted } from '../../../shared/auth/permissions';
import { formatTime } from '../../../shared/format';
import { useConfirmDelete } from '../../../shared/hooks/use-confirm-delete';
import { DEFAULT_PAGE_SIZE, pagination } from '../../../shared/pagination';
import { useEditDeleteColumn } from '../../../shared/table/edit-delete-column';
import { PHONE_CARD_STYLES, responsiveTable, usePhone } from '../../../shared/table/phone-table';
import { useColumnSettings } from '../../../shared/table/use-column-settings';
import {
  type ManufacturerFilter,
  type ManufacturerInput,
  manufacturerListQuery,
  useManufacturerWrites,
} from '../api/manufacturers';
import { ManufacturerFormModal } from '../components/manufacturer-form-modal';

const orDash = (value: string) => value || '--';
/** What a phone shows of a manufacturer: its name, and what can be done with it. */
const PHONE_COLUMNS = ['name', 'actions'];

/** Manufacturer management (seed: Manufacturer management): makers of devices and their accounts. */
export default function ManufacturerPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const confirmDeletion = useConfirmDelete();
  const phone = usePhone();
  const [filter, setFilter] = useState<ManufacturerFilter>({ pagenum: 1, pagesize: DEFAULT_PAGE_SIZE });
  const [editing, setEditing] = useState<{ manufacturer?: Manufacturer } | undefined>();
  const list = useQuery(manufacturerListQuery(filter));
  const writes = useManufacturerWrites();

  async function save(input: ManufacturerInput) {
    const changed = editing?.manufacturer;
    await (changed ? writes.update.mutateAsync({ ...input, id: changed.id }) : writes.add.mutateAsync(input));
    message.success(t(changed ? 'success.updated' : 'success.created'));
    setEditing(undefined);
  }

  function confirmDelete(manufacturer: Manufacturer) {
    confirmDeletion(async () => {
      await writes.remove.mutateAsync({ ids: [manufacturer.id] });
    });
  }

  const actions = useEditDeleteColumn<Manufacturer>({
    keys: { update: 'sys:manufacturer:update', delete: 'sys:manufacturer:delete' },
    labels: { title: t('manufacturer.actions'), delete: t('manufacturer.delete') },
    handlersOf: (manufacturer) => ({
      onEdit: () => setEditing({ manufacturer }),
      onDelete: () => confirmDelete(manufacturer),
    }),
    compact: phone,
  });
  const { columns, control } = useColumnSettings<ColumnsType<Manufacturer>[number]>(
    'manufacturers',
    [
      { title: t('manufacturer.name'), dataIndex: 'name', fixed: 'left', width: 160, ellipsis: true },
      { title: t('manufacturer.code'), dataIndex: 'code', width: 100, render: orDash },
      { title: t('manufacturer.contact'), dataIndex: 'contact', width: 100, ellipsis: true, render: orDash },
      { title: t('manufacturer.phone'), dataIndex: 'phone', width: 130, render: orDash },
      { title: t('manufacturer.address'), dataIndex: 'address', width: 170, ellipsis: true, render: orDash },
      {
        title: t('manufacturer.account'),
        dataIndex: 'accountname',
        width: 150,
        ellipsis: true,
        render: orDash,
      },
      { title: t('manufacturer.devices'), dataIndex: 'devicecount', width: 130, align: 'right' },
      { title: t('manufacturer.remark'), dataIndex: 'remark', width: 160, ellipsis: true, render: orDash },
      { title: t('manufacturer.createdAt'), dataIndex: 'createtime', width: 170, render: formatTime },
      ...actions,
    ],
    ['remark', 'createtime'],
  );

  return (
    <Card
      title={t('manufacturer.title')}
      extra={
        <Space>
          <Permitted permission="sys:manufacturer:add">
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})}>
              {t('manufacturer.add')}
            </Button>
          </Permitted>
          {control}
        </Space>
      }
      styles={phone ? PHONE_CARD_STYLES : undefined}
    >
      <Form
        name="manufacturerFilter"
        layout="inline"
        style={{ marginBottom: 16, rowGap: 8 }}
        onFinish={(values: { keyword?: string }) =>
          setFilter({ ...filter, keyword: values.keyword?.trim() || undefined, pagenum: 1 })
        }
      >
        <Form.Item name="keyword">
          <Input
            allowClear
            placeholder={t('manufacturer.keyword')}
            aria-label={t('manufacturer.keyword')}
            style={{ width: 280 }}
          />
        </Form.Item>
        <Button type="primary" htmlType="submit">
          {t('common.search')}
        </Button>
      </Form>
      <Table<Manufacturer>
        rowKey="id"
        size="middle"
        loading={list.isFetching}
        dataSource={list.data?.list ?? []}
        {...responsiveTable(phone, columns, PHONE_COLUMNS, { x: 'max-content' })}
        pagination={pagination(
          filter,
          list.data?.total ?? 0,
          (pagenum, pagesize) => setFilter({ ...filter, pagenum, pagesize }),
          t,
        )}
      />
      <ManufacturerFormModal
        manufacturer={editing?.manufacturer}
        open={editing !== undefined}
        onClose={() => setEditing(undefined)}
        onSubmit={save}
      />
    </Card>
  );
}
