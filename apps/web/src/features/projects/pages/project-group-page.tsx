import { PlusOutlined } from '@ant-design/icons';
import type { DeviceGroup, ProjectTreeNode } from '@lamplighter/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Col, Empty, Row, Space, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Permitted } from '../../../shared/auth/permissions';
import { formatTime } from '../../../shared/format';
import { projectTreeQuery } from '../../../shared/inventory/inventory-queries';
import { DEFAULT_PAGE_SIZE, pagination } from '../../../shared/pagination';
import { PHONE_CARD_STYLES, responsiveTable, usePhone } from '../../../shared/table/phone-table';
import { useColumnSettings } from '../../../shared/table/use-column-settings';
import { groupListQuery } from '../api/groups';
import { GroupSummary } from '../components/group-summary';
import { ProjectGroupTree, type TreeSelection } from '../components/project-group-tree';
import { useActionsColumn } from '../components/row-actions';
import { useGroupChanges } from '../components/use-group-changes';
import './project-group-page.css';

/** What a phone shows of a group: its name, and what can be done with it. */
const PHONE_COLUMNS = ['name', 'actions'];

/** The selection if it still exists (a deleted one falls away), else the first project. */
function current(projects: ProjectTreeNode[], selected: TreeSelection | undefined) {
  const project = projects.find((node) => node.id === selected?.projectId) ?? projects[0];
  if (!project) return undefined;
  const group = project.groups.find((node) => node.id === selected?.groupId);
  return { project, groupId: group?.id };
}

/** Projects and their groups (seed: Project-Group): the tree on the left, the chosen project's groups on the right. */
export default function ProjectGroupPage() {
  const { t } = useTranslation();
  const tree = useQuery(projectTreeQuery);
  const [selected, setSelected] = useState<TreeSelection | undefined>();
  const [page, setPage] = useState({ pagenum: 1, pagesize: DEFAULT_PAGE_SIZE });
  const chosen = current(tree.data ?? [], selected);
  const projectId = chosen?.project.id;
  const groups = useQuery({
    ...groupListQuery({ ...page, projectid: projectId }),
    enabled: projectId !== undefined,
  });
  const phone = usePhone();
  const changes = useGroupChanges((group) => {
    if (group.id === chosen?.groupId) setSelected({ projectId: group.projectid });
  });

  function select(selection: TreeSelection) {
    if (selection.projectId !== projectId) setPage({ ...page, pagenum: 1 });
    setSelected(selection);
  }

  const actions = useActionsColumn<DeviceGroup>(
    { update: 'group:update', delete: 'group:delete' },
    (group) => ({
      editLabel: t('project.tree.rename'),
      onEdit: () => changes.edit({ group, rename: true }),
      onDelete: () => changes.remove(group),
    }),
    phone,
  );
  const { columns, control } = useColumnSettings<ColumnsType<DeviceGroup>[number]>('project-groups', [
    { title: t('project.group.name'), dataIndex: 'name', fixed: 'left', width: 180, ellipsis: true },
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
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={7} xxl={5}>
        <ProjectGroupTree
          projects={tree.data ?? []}
          loading={tree.isLoading}
          selected={chosen && { projectId: chosen.project.id, groupId: chosen.groupId }}
          onSelect={select}
        />
      </Col>
      <Col xs={24} lg={17} xxl={19}>
        <Space orientation="vertical" size={16} style={{ width: '100%' }}>
          {chosen?.groupId !== undefined && <GroupSummary id={chosen.groupId} />}
          {chosen ? (
            <Card
              title={t('project.tree.groupsOf', { name: chosen.project.name })}
              extra={
                <Space>
                  <Permitted permission="group:add">
                    <Button
                      type="primary"
                      icon={<PlusOutlined />}
                      onClick={() => changes.edit({ projectId: chosen.project.id })}
                    >
                      {t('project.group.add')}
                    </Button>
                  </Permitted>
                  {control}
                </Space>
              }
              styles={phone ? PHONE_CARD_STYLES : undefined}
            >
              <Table<DeviceGroup>
                rowKey="id"
                size="middle"
                loading={groups.isFetching}
                dataSource={groups.data?.list ?? []}
                {...responsiveTable(phone, columns, PHONE_COLUMNS, { x: 700 })}
                locale={{ emptyText: <Empty description={t('project.tree.noGroups')} /> }}
                rowClassName={(group) => (group.id === chosen.groupId ? 'ant-table-row-selected' : '')}
                onRow={(group) => ({
                  onClick: () => select({ projectId: group.projectid, groupId: group.id }),
                })}
                pagination={pagination(
                  page,
                  groups.data?.total ?? 0,
                  (pagenum, pagesize) => setPage({ pagenum, pagesize }),
                  t,
                )}
              />
            </Card>
          ) : (
            <Card loading={tree.isLoading}>
              <Empty description={t('project.tree.createFirst')} />
            </Card>
          )}
        </Space>
      </Col>
      {changes.modal}
    </Row>
  );
}
