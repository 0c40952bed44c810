import { PlusOutlined } from '@ant-design/icons';
import type { Account, AccountTreeNode } from '@lamplighter/contract';
import { useQuery } from '@tanstack/react-query';
import {
  App,
  Button,
  Card,
  Col,
  Form,
  Input,
  Row,
  Select,
  Space,
  Table,
  Tag,
  Tree,
  type TreeDataNode,
} from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { accountTreeQuery, roleChoicesQuery } from '../../../shared/api/queries';
import { Permitted } from '../../../shared/auth/permissions';
import { formatTime } from '../../../shared/format';
import { DEFAULT_PAGE_SIZE, pagination } from '../../../shared/pagination';
import { PHONE_CARD_STYLES, responsiveTable, usePhone } from '../../../shared/table/phone-table';
import { useColumnSettings } from '../../../shared/table/use-column-settings';
import { type AccountFilter, type AccountInput, accountListQuery, useAccountWrites } from '../api/accounts';
import { AccountFormModal } from '../components/account-form-modal';
import { AccountRowActions } from '../components/account-row-actions';
import { ResetPasswordDialog } from '../components/reset-password-dialog';
import { useRoleLabel } from '../components/role-label';

/** What a phone shows of an account: who it is, whether it may sign in, and what can be done. */
const PHONE_COLUMNS = ['username', 'status', 'actions'];

function treeNodes(nodes: AccountTreeNode[]): TreeDataNode[] {
  return nodes.map((node) => ({
    key: node.id,
    title: node.realname || node.username,
    children: treeNodes(node.children),
  }));
}

/** Accounts of the caller's subtree: the tree to narrow by parent, the list to act on. */
export default function AccountPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const roleLabel = useRoleLabel();
  const [filter, setFilter] = useState<AccountFilter>({ pagenum: 1, pagesize: DEFAULT_PAGE_SIZE });
  const [editing, setEditing] = useState<{ account?: Account } | undefined>();
  const [resetting, setResetting] = useState<Account | undefined>();
  const list = useQuery(accountListQuery(filter));
  const tree = useQuery(accountTreeQuery);
  const roles = useQuery(roleChoicesQuery);
  const writes = useAccountWrites();
  const phone = usePhone();

  async function save(input: AccountInput) {
    const changed = editing?.account;
    await (changed ? writes.update.mutateAsync({ ...input, id: changed.id }) : writes.add.mutateAsync(input));
    message.success(t(changed ? 'success.updated' : 'success.created'));
    setEditing(undefined);
  }

  const { columns, control } = useColumnSettings<ColumnsType<Account>[number]>('accounts', [
    { title: t('account.username'), dataIndex: 'username', fixed: 'left', width: 150 },
    {
      title: t('account.realname'),
      dataIndex: 'realname',
      width: 120,
      render: (v: string) => v || '--',
    },
    {
      title: t('account.role'),
      key: 'role',
      width: 120,
      render: (_, a) => roleLabel(a.rolecode, a.rolename),
    },
    {
      title: t('account.parent'),
      dataIndex: 'parentname',
      width: 130,
      render: (v: string) => v || '--',
    },
    { title: t('account.mobile'), dataIndex: 'mobile', width: 130 },
    { title: t('account.email'), dataIndex: 'email', width: 180, render: (v: string) => v || '--' },
    {
      title: t('account.salesman'),
      dataIndex: 'salesman',
      width: 100,
      render: (v: string) => v || '--',
    },
    {
      title: t('account.deadline'),
      dataIndex: 'deadline',
      width: 170,
      render: (v: string | null) => (v ? formatTime(v) : t('account.permanent')),
    },
    {
      title: t('account.status'),
      key: 'status',
      width: 130,
      render: (_, a) => (
        <Tag color={a.enabled ? 'green' : 'default'}>
          {t(a.enabled ? 'account.enabled' : 'account.disabled')}
        </Tag>
      ),
    },
    {
      title: t('account.lastSignIn'),
      dataIndex: 'lastlogintime',
      width: 170,
      render: (v: string | null) => formatTime(v),
    },
    {
      title: t('account.actions'),
      key: 'actions',
      fixed: 'right',
      width: 220,
      render: (_, account) => (
        <AccountRowActions
          account={account}
          onEdit={() => setEditing({ account })}
          onResetPassword={() => setResetting(account)}
          compact={phone}
        />
      ),
    },
  ]);

  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={6}>
        <Card title={t('account.tree')} size="small">
          <Tree
            blockNode
            defaultExpandAll
            treeData={treeNodes(tree.data ?? [])}
            onSelect={(keys) =>
              setFilter({
                ...filter,
                pagenum: 1,
                parentid: keys[0] === undefined ? undefined : Number(keys[0]),
              })
            }
          />
        </Card>
      </Col>
      <Col xs={24} lg={18}>
        <Card
          title={t('account.title')}
          extra={
            <Space>
              <Permitted permission="sys:account:add">
                <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})}>
                  {t('account.add')}
                </Button>
              </Permitted>
              {control}
            </Space>
          }
          styles={phone ? PHONE_CARD_STYLES : undefined}
        >
          <Form
            layout="inline"
            style={{ marginBottom: 16, rowGap: 8 }}
            onFinish={(values: Pick<AccountFilter, 'keyword' | 'roleid' | 'enabled'>) =>
              setFilter({ ...filter, ...values, keyword: values.keyword?.trim() || undefined, pagenum: 1 })
            }
          >
            <Form.Item name="keyword">
              <Input allowClear placeholder={t('account.keyword')} style={{ width: 240 }} />
            </Form.Item>
            <Form.Item name="roleid">
              <Select
                allowClear
                placeholder={t('account.allRoles')}
                style={{ width: 160 }}
                options={(roles.data ?? []).map((role) => ({
                  value: role.id,
                  label: roleLabel(role.idenkey, role.name),
                }))}
              />
            </Form.Item>
            <Form.Item name="enabled">
              <Select
                allowClear
                placeholder={t('account.allStatuses')}
                style={{ width: 140 }}
                options={[
                  { value: 1, label: t('account.enabled') },
                  { value: 0, label: t('account.disabled') },
                ]}
              />
            </Form.Item>
            <Button type="primary" htmlType="submit">
              {t('common.search')}
            </Button>
          </Form>
          <Table<Account>
            rowKey="id"
            size="middle"
            loading={list.isFetching}
            dataSource={list.data?.list ?? []}
            {...responsiveTable(phone, columns, PHONE_COLUMNS, { x: 1200 })}
            pagination={pagination(
              filter,
              list.data?.total ?? 0,
              (pagenum, pagesize) => setFilter({ ...filter, pagenum, pagesize }),
              t,
            )}
          />
        </Card>
      </Col>
      <AccountFormModal
        account={editing?.account}
        open={editing !== undefined}
        onClose={() => setEditing(undefined)}
        onSubmit={save}
      />
      <ResetPasswordDialog
        account={resetting}
        onClose={() => setResetting(undefined)}
        onSubmit={async (password) => {
          if (!resetting) return;
          await writes.resetPassword.mutateAsync({ id: resetting.id, password });
          message.success(t('success.saved'));
          setResetting(undefined);
        }}
      />
    </Row>
  );
}
