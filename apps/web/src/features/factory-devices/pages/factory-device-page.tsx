import { PlusOutlined } from '@ant-design/icons';
import type { FactoryDevice } from '@lamplighter/contract';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Card, Form, Input, Select, Space, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Permitted } from '../../../shared/auth/permissions';
import { formatTime } from '../../../shared/format';
import { useConfirmDelete } from '../../../shared/hooks/use-confirm-delete';
import { deviceTypesQuery } from '../../../shared/inventory/inventory-queries';
import { DEFAULT_PAGE_SIZE, pagination } from '../../../shared/pagination';
import { PHONE_CARD_STYLES, responsiveTable, usePhone } from '../../../shared/table/phone-table';
import { useColumnSettings } from '../../../shared/table/use-column-settings';
import {
  type FactoryDeviceFilter,
  type FactoryDeviceInput,
  factoryDeviceListQuery,
  factoryManufacturersQuery,
  useFactoryDeviceWrites,
} from '../api/factory-devices';
import { BoundTag } from '../components/bound-tag';
import { useFactoryDeviceActions } from '../components/factory-device-actions';
import { FactoryDeviceFormModal } from '../components/factory-device-form-modal';

type FilterValues = Pick<FactoryDeviceFilter, 'keyword' | 'manufacturerid' | 'bound'>;
const orDash = (value: string | null) => value || '--';
/** What a phone shows of a factory device: its number, whether it is bound, and what can be done. */
const PHONE_COLUMNS = ['devicecode', 'bound', 'actions'];

/** Factory devices: what manufacturers registered, bound to a project or not yet. */
export default function FactoryDevicePage() {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const writes = useFactoryDeviceWrites();
  const confirmDeletion = useConfirmDelete();
  const phone = usePhone();
  const [filter, setFilter] = useState<FactoryDeviceFilter>({ pagenum: 1, pagesize: DEFAULT_PAGE_SIZE });
  const [editing, setEditing] = useState<{ device?: FactoryDevice } | undefined>();
  const list = useQuery(factoryDeviceListQuery(filter));
  const manufacturers = useQuery(factoryManufacturersQuery).data ?? [];
  const types = useQuery(deviceTypesQuery(i18n.language)).data ?? [];
  const typeName = (id: number) => types.find((type) => type.devicetypeid === id)?.devicetypename ?? '--';

  async function save({ id, ...input }: FactoryDeviceInput) {
    await (id ? writes.update.mutateAsync({ ...input, id }) : writes.add.mutateAsync(input));
    message.success(t(id ? 'success.updated' : 'success.created'));
    setEditing(undefined);
  }

  const actions = useFactoryDeviceActions(
    (device) => setEditing({ device }),
    (device) =>
      confirmDeletion(async () => {
        await writes.remove.mutateAsync({ ids: [device.id] });
      }),
    phone,
  );
  const { columns, control } = useColumnSettings<ColumnsType<FactoryDevice>[number]>(
    'factory-devices',
    [
      { title: t('factory.code'), dataIndex: 'devicecode', fixed: 'left', width: 150, ellipsis: true },
      {
        title: t('factory.verifyCode'),
        dataIndex: 'verifycode',
        width: 120,
        render: (code: string) => <span style={{ fontFamily: 'monospace' }}>{code}</span>,
      },
      { title: t('factory.type'), dataIndex: 'devicetype', width: 140, render: typeName },
      { title: t('factory.model'), dataIndex: 'model', width: 100, ellipsis: true, render: orDash },
      { title: t('factory.manufacturer'), dataIndex: 'manufacturername', width: 150, ellipsis: true },
      { title: t('factory.productionDate'), dataIndex: 'productiondate', width: 110, render: orDash },
      {
        title: t('factory.bindState'),
        key: 'bound',
        width: 200,
        render: (_, device) => <BoundTag device={device} />,
      },
      { title: t('factory.createdAt'), dataIndex: 'createtime', width: 170, render: formatTime },
      ...actions,
    ],
    ['createtime'],
  );

  return (
    <Card
      title={t('factory.title')}
      extra={
        <Space>
          <Permitted permission="factorydevice:add">
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})}>
              {t('factory.add')}
            </Button>
          </Permitted>
          {control}
        </Space>
      }
      styles={phone ? PHONE_CARD_STYLES : undefined}
    >
      <Form
        name="factoryDeviceFilter"
        layout="inline"
        style={{ marginBottom: 16, rowGap: 8 }}
        onFinish={(values: FilterValues) =>
          setFilter({ ...filter, ...values, keyword: values.keyword?.trim() || undefined, pagenum: 1 })
        }
      >
        <Form.Item name="keyword">
          <Input
            allowClear
            placeholder={t('factory.keyword')}
            aria-label={t('factory.keyword')}
            style={{ width: 240 }}
          />
        </Form.Item>
        {manufacturers.length > 1 && (
          <Form.Item name="manufacturerid">
            <Select
              allowClear
              showSearch
              optionFilterProp="label"
              placeholder={t('factory.allManufacturers')}
              aria-label={t('factory.manufacturer')}
              style={{ width: 200 }}
              options={manufacturers.map((option) => ({ value: option.id, label: option.name }))}
            />
          </Form.Item>
        )}
        <Form.Item name="bound">
          <Select
            allowClear
            placeholder={t('factory.allStates')}
            aria-label={t('factory.bindState')}
            style={{ width: 150 }}
            options={[
              { value: 0, label: t('factory.unbound') },
              { value: 1, label: t('factory.bound') },
            ]}
          />
        </Form.Item>
        <Button type="primary" htmlType="submit">
          {t('common.search')}
        </Button>
      </Form>
      <Table<FactoryDevice>
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
      <FactoryDeviceFormModal
        device={editing?.device}
        open={editing !== undefined}
        onClose={() => setEditing(undefined)}
        onSubmit={save}
      />
    </Card>
  );
}
