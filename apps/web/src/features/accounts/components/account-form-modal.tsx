import {
  type Account,
  type AccountTreeNode,
  checkEmail,
  checkMobile,
  checkUsername,
  defaultPasswordPolicy,
  validityOptions,
} from '@lamplighter/contract';
import { useQuery } from '@tanstack/react-query';
import { Form, Input, Modal, Select, Switch, TreeSelect } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { passwordPolicyQuery } from '../../../shared/api/password-policy';
import { accountTreeQuery, roleChoicesQuery } from '../../../shared/api/queries';
import { passwordRule } from '../../../shared/auth/password-rule';
import type { AccountInput } from '../api/accounts';
import { useRoleLabel } from './role-label';

const KEEP = 'keep';

interface TreeOption {
  value: number;
  title: string;
  children: TreeOption[];
}

function treeData(nodes: AccountTreeNode[]): TreeOption[] {
  return nodes.map((node) => ({
    value: node.id,
    title: node.realname ? `${node.username} (${node.realname})` : node.username,
    children: treeData(node.children),
  }));
}

/** A rule from the contract's checks, shown in the user's language. */
function contractRule(check: (value: string) => { key: string } | null, t: (key: string) => string) {
  return {
    validator: async (_: unknown, value: string | undefined) => {
      const failure = check(value ?? '');
      if (failure) throw new Error(t(failure.key));
    },
  };
}

export function AccountFormModal({
  account,
  open,
  onClose,
  onSubmit,
}: {
  account: Account | undefined;
  open: boolean;
  onClose: () => void;
  onSubmit: (input: AccountInput) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const roleLabel = useRoleLabel();
  const roles = useQuery({ ...roleChoicesQuery, enabled: open });
  const tree = useQuery({ ...accountTreeQuery, enabled: open });
  const policy = useQuery(passwordPolicyQuery).data ?? defaultPasswordPolicy;
  const editing = account !== undefined;

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (account) {
      form.setFieldsValue({
        ...account,
        parentid: account.parentid || undefined,
        validity: KEEP,
        enabled: account.enabled === 1,
      });
    } else {
      form.setFieldsValue({ validity: 'permanent', enabled: true });
    }
  }, [open, account, form]);

  async function save() {
    const values = await form.validateFields();
    await onSubmit({
      ...values,
      validity: values.validity === KEEP ? undefined : values.validity,
      enabled: values.enabled ? 1 : 0,
    });
  }

  return (
    <Modal
      open={open}
      title={t(editing ? 'account.edit' : 'account.add')}
      onCancel={onClose}
      onOk={() => void save().catch(() => undefined)}
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
      destroyOnHidden
      width={560}
    >
      <Form form={form} layout="vertical" requiredMark>
        {!editing && (
          <>
            <Form.Item
              name="username"
              label={t('account.username')}
              required
              rules={[contractRule(checkUsername, t)]}
            >
              <Input autoComplete="off" />
            </Form.Item>
            <Form.Item
              name="password"
              label={t('account.password')}
              required
              rules={[passwordRule(t, policy)]}
              validateTrigger="onBlur"
            >
              <Input.Password autoComplete="new-password" />
            </Form.Item>
          </>
        )}
        <Form.Item name="realname" label={t('account.realname')} rules={[{ max: 50 }]}>
          <Input />
        </Form.Item>
        <Form.Item name="mobile" label={t('account.mobile')} required rules={[contractRule(checkMobile, t)]}>
          <Input inputMode="tel" />
        </Form.Item>
        <Form.Item name="email" label={t('account.email')} rules={[contractRule(checkEmail, t)]}>
          <Input inputMode="email" />
        </Form.Item>
        <Form.Item name="parentid" label={t('account.parent')}>
          <TreeSelect
            treeData={treeData(tree.data ?? [])}
            allowClear
            treeDefaultExpandAll
            loading={tree.isLoading}
          />
        </Form.Item>
        <Form.Item
          name="roleid"
          label={t('account.role')}
          rules={[{ required: true, message: t('validation.selectRole') }]}
        >
          <Select
            loading={roles.isLoading}
            options={(roles.data ?? []).map((role) => ({
              value: role.id,
              label: roleLabel(role.idenkey, role.name),
            }))}
          />
        </Form.Item>
        <Form.Item name="salesman" label={t('account.salesman')} rules={[{ max: 50 }]}>
          <Input />
        </Form.Item>
        <Form.Item
          name="validity"
          label={t('account.validity')}
          rules={[{ required: true, message: t('validation.validity') }]}
        >
          <Select
            options={[
              ...(editing ? [{ value: KEEP, label: t('account.validityKeep') }] : []),
              ...validityOptions.map((option) => ({
                value: option,
                label:
                  option === 'permanent'
                    ? t('account.permanent')
                    : t('account.years', { count: Number(option) }),
              })),
            ]}
          />
        </Form.Item>
        <Form.Item name="enabled" label={t('account.status')} valuePropName="checked">
          <Switch checkedChildren={t('account.enabled')} unCheckedChildren={t('account.disabled')} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
