import { PlusOutlined } from '@ant-design/icons';
import type { MenuNode } from '@lamplighter/contract';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Card, Space, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Permitted, usePermission } from '../../../shared/auth/permissions';
import { menuIcon } from '../../../shared/components/menu-icons';
import { useConfirmDelete } from '../../../shared/hooks/use-confirm-delete';
import { PHONE_CARD_STYLES, responsiveTable, usePhone } from '../../../shared/table/phone-table';
import { type RowAction, RowActions } from '../../../shared/table/row-actions';
import { useColumnSettings } from '../../../shared/table/use-column-settings';
import { type MenuInput, menuTreeAdminQuery, useMenuWrites } from '../api/menus';
import { type MenuEditing, MenuFormModal } from '../components/menu-form-modal';

/** Drops empty `children` so that leaves show no expand button. */
function rows(nodes: MenuNode[]): (Omit<MenuNode, 'children'> & { children?: unknown[] })[] {
  return nodes.map(({ children, ...node }) =>
    children.length > 0 ? { ...node, children: rows(children) } : node,
  );
}

/** What a phone shows of an entry: its name, and what can be done with it. */
const PHONE_COLUMNS = ['name', 'actions'];

/** The menu shared by all accounts, as a tree; changed by top-level administrators. */
export default function MenuPage() {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const confirmDeletion = useConfirmDelete();
  const writes = useMenuWrites();
  const tree = useQuery(menuTreeAdminQuery(i18n.language));
  const [editing, setEditing] = useState<MenuEditing | undefined>();
  const mayAdd = usePermission('sys:menu:add');
  const mayUpdate = usePermission('sys:menu:update');
  const mayDelete = usePermission('sys:menu:delete');
  const phone = usePhone();
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

  /** Add child, edit, delete, as allowed; a phone shows edit, the others behind the row's ⋯. */
  function actionsOf(entry: MenuNode): RowAction[] {
    const addChild = mayAdd
      ? [{ key: 'add', label: t('menu.addChild'), run: () => setEditing({ parentId: entry.id }) }]
      : [];
    const edit = mayUpdate
      ? [{ key: 'edit', label: t('common.edit'), run: () => setEditing({ entry, parentId: entry.parentid }) }]
      : [];
    const remove = mayDelete
      ? [{ key: 'delete', label: t('account.delete'), danger: true, run: () => confirmDelete(entry) }]
      : [];
    return phone ? [...edit, ...addChild, ...remove] : [...addChild, ...edit, ...remove];
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
      render: (_: unknown, entry: MenuNode) => <RowActions actions={actionsOf(entry)} compact={phone} />,
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
      styles={phone ? PHONE_CARD_STYLES : undefined}
    >
      <Table
        key={tree.data ? 'loaded' : 'loading'}
        rowKey="id"
        size="middle"
        loading={tree.isFetching}
        dataSource={rows(tree.data ?? []) as MenuNode[]}
        pagination={false}
        expandable={{ defaultExpandAllRows: true }}
        {...responsiveTable(phone, columns, PHONE_COLUMNS, { x: 1200 })}
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
