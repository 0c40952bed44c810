import { useQuery } from '@tanstack/react-query';
import { Button, Card, Form, Select, Space, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../../shared/format';
import { DEFAULT_PAGE_SIZE, pagination } from '../../../shared/pagination';
import { PHONE_CARD_STYLES, responsiveTable, usePhone } from '../../../shared/table/phone-table';
import { useColumnSettings } from '../../../shared/table/use-column-settings';
import { type AuditEntry, type AuditFilter, auditListQuery } from '../api/audit';
import { ActionFilter } from '../components/action-filter';
import { nameOfAction, nameOfTarget } from '../components/action-name';

/** What a phone shows of an entry: when, who, what, and whether it succeeded. */
const PHONE_COLUMNS = ['time', 'actorname', 'action', 'result'];

/** Who did what, from where, with which result: the audit log of the account subtree. */
export default function AuditPage() {
  const { t, i18n } = useTranslation();
  const [filter, setFilter] = useState<AuditFilter>({ pagenum: 1, pagesize: DEFAULT_PAGE_SIZE });
  const { data, isFetching } = useQuery(auditListQuery(filter));
  const [form] = Form.useForm<Pick<AuditFilter, 'action' | 'result'>>();
  const phone = usePhone();

  const { columns, control } = useColumnSettings<ColumnsType<AuditEntry>[number]>('audit', [
    {
      title: t('audit.time'),
      dataIndex: 'time',
      width: 180,
      render: (value: string) => formatTime(value),
    },
    { title: t('audit.actor'), dataIndex: 'actorname', width: 140 },
    { title: t('audit.ip'), dataIndex: 'ip', width: 140 },
    {
      title: t('audit.action'),
      dataIndex: 'action',
      width: 200,
      render: (action: string) => nameOfAction(i18n, action),
    },
    {
      title: t('audit.target'),
      key: 'target',
      render: (_, entry) => nameOfTarget(i18n, entry.targettype, entry.targetid),
    },
    {
      title: t('audit.result'),
      dataIndex: 'result',
      width: 100,
      render: (value: AuditEntry['result']) => (
        <Tag color={value === 'success' ? 'green' : 'red'}>{t(`audit.${value}`)}</Tag>
      ),
    },
  ]);

  return (
    <Card title={t('audit.title')} extra={control} styles={phone ? PHONE_CARD_STYLES : undefined}>
      <Form
        form={form}
        layout="inline"
        style={{ marginBottom: 16, rowGap: 8 }}
        onFinish={(values) => setFilter({ ...filter, ...values, pagenum: 1 })}
      >
        <Form.Item name="action" label={t('audit.action')}>
          <ActionFilter style={{ width: 220 }} />
        </Form.Item>
        <Form.Item name="result">
          <Select
            allowClear
            placeholder={t('audit.allResults')}
            style={{ width: 140 }}
            options={[
              { value: 'success', label: t('audit.success') },
              { value: 'failure', label: t('audit.failure') },
            ]}
          />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">
            {t('common.search')}
          </Button>
          <Button
            onClick={() => {
              form.resetFields();
              setFilter({ pagenum: 1, pagesize: filter.pagesize });
            }}
          >
            {t('common.reset')}
          </Button>
        </Space>
      </Form>
      <Table<AuditEntry>
        rowKey="id"
        size="middle"
        loading={isFetching}
        dataSource={data?.list ?? []}
        {...responsiveTable(phone, columns, PHONE_COLUMNS, { x: 820 })}
        pagination={pagination(
          filter,
          data?.total ?? 0,
          (pagenum, pagesize) => setFilter({ ...filter, pagenum, pagesize }),
          t,
        )}
      />
    </Card>
  );
}
