import { PlusOutlined } from '@ant-design/icons';
import type { Role } from '@lamplighter/contract';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Card, Input, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Permitted, usePermission } from '../../../shared/auth/permissions';
import { useConfirmDelete } from '../../../shared/hooks/use-confirm-delete';
import { DEFAULT_PAGE_SIZE, pagination } from '../../../shared/pagination';
import { PHONE_CARD_STYLES, responsiveTable, usePhone } from '../../../shared/table/phone-table';
import { type RoleFilter, type RoleInput, roleListQuery, useRoleWrites } from '../api/roles';
import { useRoleColumns } from '../components/role-columns';
import { RoleFormModal } from '../components/role-form-modal';
import { SwitchRoleModal } from '../components/switch-role-modal';

/** What a phone shows of a role: its name, and what can be done with it. */
const PHONE_COLUMNS = ['name', 'actions'];

/** Roles the account can see: built-in ones, its own and those of its subtree. */
export default function RolePage() {
  const { t, i18n } = useTranslation();
  const { message, modal } = App.useApp();
  const confirmDeletion = useConfirmDelete();
  const writes = useRoleWrites();
  const [filter, setFilter] = useState<RoleFilter>({
    pagenum: 1,
    pagesize: DEFAULT_PAGE_SIZE,
  });
  const [editing, setEditing] = useState<{ role?: Role } | undefined>();
  const [switching, setSwitching] = useState<Role | undefined>();
  // Moving accounts between roles changes both: it needs both keys.
  const mayUpdateRoles = usePermission('sys:role:update');
  const mayUpdateAccounts = usePermission('sys:account:update');
  const mayDelete = usePermission('sys:role:delete');
  const canSwitch = mayUpdateRoles && mayUpdateAccounts;
  const phone = usePhone();
  const list = useQuery(roleListQuery(filter));
  const label = (role: Role) =>
    role.builtin && i18n.exists(`role.${role.idenkey}`) ? t(`role.${role.idenkey}`) : role.name;

  async function save({ id, ...input }: RoleInput) {
    await (id ? writes.update.mutateAsync({ ...input, id }) : writes.add.mutateAsync(input));
    message.success(t(id ? 'success.updated' : 'success.created'));
    setEditing(undefined);
  }

  async function switchAccounts(toid: number) {
    if (!switching) return;
    const { moved } = await writes.switchAccounts.mutateAsync({ id: switching.id, toid });
    message.success(t('role.switched', { count: moved }));
    setSwitching(undefined);
  }

  function confirmDelete(role: Role) {
    // A role still held is refused by the server; say so first, and offer to move its accounts.
    if (role.usercount > 0) {
      const hint = { title: t('common.hint'), content: t('role.inUseHint', { count: role.usercount }) };
      if (!canSwitch) {
        modal.info({ ...hint, okText: t('common.ok') });
        return;
      }
      modal.confirm({
        ...hint,
        okText: t('role.switch'),
        cancelText: t('common.cancel'),
        onOk: () => setSwitching(role),
      });
      return;
    }
    confirmDeletion(async () => {
      await writes.remove.mutateAsync({ ids: [role.id] });
    });
  }

  const columns = useRoleColumns(
    label,
    (role) => [
      ...(mayUpdateRoles ? [{ key: 'edit', label: t('common.edit'), run: () => setEditing({ role }) }] : []),
      ...(canSwitch && role.usercount > 0
        ? [{ key: 'switch', label: t('role.switch'), run: () => setSwitching(role) }]
        : []),
      ...(mayDelete && !role.builtin
        ? [{ key: 'delete', label: t('account.delete'), danger: true, run: () => confirmDelete(role) }]
        : []),
    ],
    phone,
  );

  return (
    <Card
      title={t('role.title')}
      extra={
        <Permitted permission="sys:role:add">
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})}>
            {t('role.add')}
          </Button>
        </Permitted>
      }
      styles={phone ? PHONE_CARD_STYLES : undefined}
    >
      <Input.Search
        allowClear
        placeholder={`${t('role.name')} / ${t('role.idenkey')}`}
        style={{ width: 280, marginBottom: 16 }}
        onSearch={(keyword) => setFilter({ ...filter, pagenum: 1, keyword: keyword.trim() || undefined })}
      />
      <Table<Role>
        rowKey="id"
        size="middle"
        loading={list.isFetching}
        dataSource={list.data?.list ?? []}
        pagination={pagination(
          filter,
          list.data?.total ?? 0,
          (pagenum, pagesize) => setFilter({ ...filter, pagenum, pagesize }),
          t,
        )}
        {...responsiveTable(phone, columns, PHONE_COLUMNS, { x: 900 })}
      />
      <RoleFormModal
        role={editing?.role}
        open={editing !== undefined}
        onClose={() => setEditing(undefined)}
        onSubmit={save}
      />
      <SwitchRoleModal
        role={switching}
        label={label}
        onClose={() => setSwitching(undefined)}
        onSubmit={switchAccounts}
      />
    </Card>
  );
}
