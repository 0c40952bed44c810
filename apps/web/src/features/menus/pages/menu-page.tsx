import { PlusOutlined } from '@ant-design/icons';
import type { MenuNode } from '@lamplighter/contract';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Card, Space, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Permitted } from '../../../shared/auth/permissions';
import { menuIcon } from '../../../shared/components/menu-icons';
import { useConfirmDelete } from '../../../shared/hooks/use-confirm-delete';
import { useColumnSettings } from '../../../shared/table/use-column-settings';
import { type MenuInput, menuTreeAdminQuery, useMenuWrites } from '../api/menus';
import { type MenuEditing, MenuFormModal } from '../components/menu-form-modal';

/** Drops empty `children` so that leaves show no expand button. */
function rows(nodes: MenuNode[]): (Omit<MenuNode, 'children'> & { children?: unknown[] })[] {
  return nodes.map(({ children, ...node }) =>
    children.length > 0 ? { ...node, children: rows(children) } : node,
  );
}

/** The menu shared by all accounts, as a tree; changed by top-level administrators. */
export default function MenuPage() {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const confirmDeletion = useConfirmDelete();
  const writes = useMenuWrites();
  const tree = useQuery(menuTreeAdminQuery(i18n.language));
  const [editing, setEditing] = useState<MenuEditing | undefined>();
  const yesNo = (value: boolean) => (
    <Tag color={value ? 'blue' : 'default'}>{t(value ? 'common.yes' : 'common.no')}</Tag>
  );

  async function save({ id, ...input }: MenuInput) {
    await (id ? writes.update.mutateAsync({ ...input, id }) : writes.add.mutateAsync(input));
    message.success(t(id ? 'success.updated' : 'success.created'));
    setEditing(undefined);
  }

  function confirmDelete(entry: MenuNode) {
    confirmDeletion(async () => {
      await writes.remove.mutateAsync({ ids: [entry.id] });
    });
  }

  const { columns, control } = useColumnSettings<ColumnsType<MenuNode>[number]>('menus', [
    {
      title: t('menu.name'),
      dataIndex: 'name',
      width: 220,
      render: (name: string, entry: MenuNode) => (
        <Space>
          {menuIcon(entry.icon)}
          {name}
        </Space>
      ),
    },
    { title: t('menu.path'), dataIndex: 'path', width: 140 },
    { title: t('menu.component'), dataIndex: 'component', width: 190 },
    { title: t('menu.componentName'), dataIndex: 'componentname', width: 120 },
    { title: t('menu.sort'), dataIndex: 'sort', width: 70 },
    { title: t('menu.hidden'), dataIndex: 'hidden', width: 80, render: yesNo },
    { title: t('menu.breadcrumb'), dataIndex: 'breadcrumb', width: 120, render: yesNo },
    { title: t('menu.redirect'), dataIndex: 'redirect', width: 110, render: (v: string) => v || '--' },
    {
      title: t('account.actions'),
      key: 'actions',
      width: 220,
      fixed: 'right',
      render: (_: unknown, entry: MenuNode) => (
        <Space size={0}>
          <Permitted permission="sys:menu:add">
            <Button type="link" size="small" onClick={() => setEditing({ parentId: entry.id })}>
              {t('menu.addChild')}
            </Button>
          </Permitted>
          <Permitted permission="sys:menu:update">
            <Button type="link" size="small" onClick={() => setEditing({ entry, parentId: entry.parentid })}>
              {t('common.edit')}
            </Button>
          </Permitted>
          <Permitted permission="sys:menu:delete">
            <Button type="link" size="small" danger onClick={() => confirmDelete(entry)}>
              {t('account.delete')}
            </Button>
          </Permitted>
        </Space>
      ),
    },
  ]);

  return (
    <Card
      title={t('menu.title')}
      extra={
        <Space>
          <Permitted permission="sys:menu:add">
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ parentId: 0 })}>
              {t('menu.add')}
            </Button>
          </Permitted>
          {control}
        </Space>
      }
    >
      <Table
        key={tree.data ? 'loaded' : 'loading'}
        rowKey="id"
        size="middle"
        loading={tree.isFetching}
        dataSource={rows(tree.data ?? []) as MenuNode[]}
        pagination={false}
        expandable={{ defaultExpandAllRows: true }}
        scroll={{ x: 1200 }}
        columns={columns}
      />
      <MenuFormModal
        editing={editing}
        tree={tree.data ?? []}
        onClose={() => setEditing(undefined)}
        onSubmit={save}
      />
    </Card>
  );
}
