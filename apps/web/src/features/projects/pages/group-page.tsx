import { PlusOutlined } from '@ant-design/icons';
import type { DeviceGroup } from '@lamplighter/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Form, Input, Space, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Permitted } from '../../../shared/auth/permissions';
import { formatTime } from '../../../shared/format';
import { DEFAULT_PAGE_SIZE, pagination } from '../../../shared/pagination';
import { PHONE_CARD_STYLES, responsiveTable, usePhone } from '../../../shared/table/phone-table';
import { useColumnSettings } from '../../../shared/table/use-column-settings';
import { type GroupFilter, groupListQuery } from '../api/groups';
import { ProjectSelect } from '../components/project-select';
import { useActionsColumn } from '../components/row-actions';
import { useGroupChanges } from '../components/use-group-changes';

/** What a phone shows of a group: its name and project, and what can be done with it. */
const PHONE_COLUMNS = ['name', 'projectname', 'actions'];

/** Groups of the projects of the caller's subtree (seed: Group), found by keyword and project. */
export default function GroupPage() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<GroupFilter>({ pagenum: 1, pagesize: DEFAULT_PAGE_SIZE });
  const list = useQuery(groupListQuery(filter));
  const changes = useGroupChanges();
  const phone = usePhone();

  const actions = useActionsColumn<DeviceGroup>(
    { update: 'group:update', delete: 'group:delete' },
    (group) => ({
      onEdit: () => changes.edit({ group }),
      onDelete: () => changes.remove(group),
    }),
    phone,
  );
  const { columns, control } = useColumnSettings<ColumnsType<DeviceGroup>[number]>('groups', [
    { title: t('project.group.name'), dataIndex: 'name', fixed: 'left', width: 180, ellipsis: true },
    { title: t('project.group.project'), dataIndex: 'projectname', width: 180, ellipsis: true },
    {
      title: t('project.group.description'),
      dataIndex: 'description',
      ellipsis: true,
      render: (value: string) => value || '--',
    },
    { title: t('project.devices'), dataIndex: 'devicecount', width: 90, align: 'right' },
    { title: t('project.createdAt'), dataIndex: 'createtime', width: 170, render: formatTime },
    ...actions,
  ]);

  return (
    <Card
      title={t('project.group.list')}
      extra={
        <Space>
          <Permitted permission="group:add">
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => changes.edit({ ...(filter.projectid ? { projectId: filter.projectid } : {}) })}
            >
              {t('project.group.add')}
            </Button>
          </Permitted>
          {control}
        </Space>
      }
      styles={phone ? PHONE_CARD_STYLES : undefined}
    >
      <Form
        name="groupFilter"
        layout="inline"
        style={{ marginBottom: 16, rowGap: 8 }}
        onFinish={(values: Pick<GroupFilter, 'keyword' | 'projectid'>) =>
          setFilter({ ...filter, ...values, keyword: values.keyword?.trim() || undefined, pagenum: 1 })
        }
      >
        <Form.Item name="keyword">
          <Input
            allowClear
            placeholder={t('project.group.keyword')}
            aria-label={t('project.group.keyword')}
            style={{ width: 240 }}
          />
        </Form.Item>
        <Form.Item name="projectid">
          <ProjectSelect
            allowClear
            placeholder={t('project.group.allProjects')}
            aria-label={t('project.group.allProjects')}
            style={{ width: 200 }}
          />
        </Form.Item>
        <Button type="primary" htmlType="submit">
          {t('common.search')}
        </Button>
      </Form>
      <Table<DeviceGroup>
        rowKey="id"
        size="middle"
        loading={list.isFetching}
        dataSource={list.data?.list ?? []}
        {...responsiveTable(phone, columns, PHONE_COLUMNS, { x: 900 })}
        pagination={pagination(
          filter,
          list.data?.total ?? 0,
          (pagenum, pagesize) => setFilter({ ...filter, pagenum, pagesize }),
          t,
        )}
      />
      {changes.modal}
    </Card>
  );
}
