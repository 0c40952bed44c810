import { PlusOutlined } from '@ant-design/icons';
import type { Project } from '@lamplighter/contract';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Card, Form, Input, Space, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Permitted } from '../../../shared/auth/permissions';
import { formatTime } from '../../../shared/format';
import { useConfirmDelete } from '../../../shared/hooks/use-confirm-delete';
import { DEFAULT_PAGE_SIZE, pagination } from '../../../shared/pagination';
import { PHONE_CARD_STYLES, responsiveTable, usePhone } from '../../../shared/table/phone-table';
import { useColumnSettings } from '../../../shared/table/use-column-settings';
import { type ProjectFilter, type ProjectInput, projectListQuery, useProjectWrites } from '../api/projects';
import { ProjectFormModal } from '../components/project-form-modal';
import { ProvinceSelect, useProvinceLabel } from '../components/province-select';
import { useActionsColumn } from '../components/row-actions';

const orDash = (value: string) => value || '--';
/** What a phone shows of a project: its name, and what can be done with it. */
const PHONE_COLUMNS = ['name', 'actions'];

/** Projects of the caller's account subtree (seed: Project), found by keyword and province. */
export default function ProjectPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const writes = useProjectWrites();
  const confirmDeletion = useConfirmDelete();
  const provinceLabel = useProvinceLabel();
  const [filter, setFilter] = useState<ProjectFilter>({ pagenum: 1, pagesize: DEFAULT_PAGE_SIZE });
  const [editing, setEditing] = useState<{ project?: Project } | undefined>();
  const list = useQuery(projectListQuery(filter));
  const phone = usePhone();

  async function save(input: ProjectInput) {
    const changed = editing?.project;
    await (changed ? writes.update.mutateAsync({ ...input, id: changed.id }) : writes.add.mutateAsync(input));
    message.success(t(changed ? 'success.updated' : 'success.created'));
    setEditing(undefined);
  }

  function confirmDelete(project: Project) {
    confirmDeletion(async () => {
      await writes.remove.mutateAsync({ ids: [project.id] });
    });
  }

  const actions = useActionsColumn<Project>(
    { update: 'project:update', delete: 'project:delete' },
    (project) => ({
      onEdit: () => setEditing({ project }),
      onDelete: () => confirmDelete(project),
    }),
    phone,
  );
  const { columns, control } = useColumnSettings<ColumnsType<Project>[number]>('projects', [
    { title: t('project.id'), dataIndex: 'id', fixed: 'left', width: 96 },
    { title: t('project.name'), dataIndex: 'name', fixed: 'left', width: 170, ellipsis: true },
    { title: t('project.description'), dataIndex: 'description', width: 220, ellipsis: true, render: orDash },
    {
      title: t('project.province'),
      dataIndex: 'province',
      width: 110,
      ellipsis: true,
      render: provinceLabel,
    },
    { title: t('project.city'), dataIndex: 'city', width: 100, ellipsis: true, render: orDash },
    { title: t('project.owner'), dataIndex: 'accountname', width: 120, ellipsis: true },
    { title: t('project.groups'), dataIndex: 'groupcount', width: 76, align: 'right' },
    { title: t('project.devices'), dataIndex: 'devicecount', width: 76, align: 'right' },
    { title: t('project.createdAt'), dataIndex: 'createtime', width: 165, render: formatTime },
    ...actions,
  ]);

  return (
    <Card
      title={t('project.list')}
      extra={
        <Space>
          <Permitted permission="project:add">
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})}>
              {t('project.add')}
            </Button>
          </Permitted>
          {control}
        </Space>
      }
      styles={phone ? PHONE_CARD_STYLES : undefined}
    >
      <Form
        name="projectFilter"
        layout="inline"
        style={{ marginBottom: 16, rowGap: 8 }}
        onFinish={(values: Pick<ProjectFilter, 'keyword' | 'province'>) =>
          setFilter({ ...filter, ...values, keyword: values.keyword?.trim() || undefined, pagenum: 1 })
        }
      >
        <Form.Item name="keyword">
          <Input
            allowClear
            placeholder={t('project.keyword')}
            aria-label={t('project.keyword')}
            style={{ width: 260 }}
          />
        </Form.Item>
        <Form.Item name="province">
          <ProvinceSelect
            placeholder={t('project.allProvinces')}
            aria-label={t('project.allProvinces')}
            style={{ width: 180 }}
          />
        </Form.Item>
        <Button type="primary" htmlType="submit">
          {t('common.search')}
        </Button>
      </Form>
      <Table<Project>
        rowKey="id"
        size="middle"
        loading={list.isFetching}
        dataSource={list.data?.list ?? []}
        {...responsiveTable(phone, columns, PHONE_COLUMNS, { x: 1260 })}
        pagination={pagination(
          filter,
          list.data?.total ?? 0,
          (pagenum, pagesize) => setFilter({ ...filter, pagenum, pagesize }),
          t,
        )}
      />
      <ProjectFormModal
        project={editing?.project}
        open={editing !== undefined}
        onClose={() => setEditing(undefined)}
        onSubmit={save}
      />
    </Card>
  );
}
