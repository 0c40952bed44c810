import type { MenuNode, Role } from '@lamplighter/contract';
import { useQuery } from '@tanstack/react-query';
import { Form, Input, Modal, Tree, type TreeDataNode } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { formList } from '../../../shared/api/form-encoding';
import { menuListQuery } from '../../../shared/api/queries';
import { usePermission } from '../../../shared/auth/permissions';
import { permissionCatalogueQuery, type RoleInput } from '../api/roles';
import { permissionTree } from './permission-tree';

function menuTree(nodes: MenuNode[]): TreeDataNode[] {
  return nodes.map((node) => ({ key: node.id, title: node.name, children: menuTree(node.children) }));
}

type CheckedKeys = { checked: React.Key[] } | React.Key[];
const keysOf = (value: CheckedKeys | undefined) => (Array.isArray(value) ? value : (value?.checked ?? []));

/** A role: its name and key, its permission keys and the menu entries it sees, each as a tree. */
export function RoleFormModal({
  role,
  open,
  onClose,
  onSubmit,
}: {
  role: Role | undefined;
  open: boolean;
  onClose: () => void;
  onSubmit: (input: RoleInput) => Promise<void>;
}) {
  const { t, i18n } = useTranslation();
  const [form] = Form.useForm();
  const canSeeMenus = usePermission('sys:menu:list');
  const catalogue = useQuery({ ...permissionCatalogueQuery, enabled: open });
  const menus = useQuery({ ...menuListQuery(i18n.language), enabled: open && canSeeMenus });

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(role ? { ...role, menuids: role.menuids } : { permissions: [], menuids: [] });
  }, [open, role, form]);

  async function save() {
    const values = await form.validateFields();
    await onSubmit({
      ...(role ? { id: role.id } : {}),
      name: values.name,
      idenkey: values.idenkey,
      description: values.description ?? '',
      permissions: formList(
        keysOf(values.permissions)
          .map(String)
          .filter((key) => !key.startsWith('group:')),
      ),
      menuids: formList(keysOf(values.menuids).map(Number)),
    });
  }

  return (
    <Modal
      open={open}
      title={t(role ? 'role.edit' : 'role.add')}
      onCancel={onClose}
      onOk={() => void save().catch(() => undefined)}
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
      width={640}
      destroyOnHidden
    >
      <Form form={form} layout="vertical">
        <Form.Item name="name" label={t('role.name')} rules={[{ required: true, whitespace: true, max: 50 }]}>
          <Input />
        </Form.Item>
        <Form.Item
          name="idenkey"
          label={t('role.idenkey')}
          rules={[{ required: true, pattern: /^[a-z][a-z0-9_-]{1,31}$/, message: t('role.keyRule') }]}
        >
          <Input disabled={role?.builtin === 1} />
        </Form.Item>
        <Form.Item name="description" label={t('role.description')} rules={[{ max: 200 }]}>
          <Input.TextArea rows={2} />
        </Form.Item>
        <Form.Item
          name="permissions"
          label={t('role.permissions')}
          valuePropName="checkedKeys"
          trigger="onCheck"
        >
          <Tree
            key={catalogue.data ? 'loaded' : 'loading'}
            checkable
            defaultExpandAll
            treeData={permissionTree(catalogue.data ?? [], t)}
          />
        </Form.Item>
        {canSeeMenus && (
          <Form.Item name="menuids" label={t('role.menus')} valuePropName="checkedKeys" trigger="onCheck">
            <Tree
              key={menus.data ? 'loaded' : 'loading'}
              checkable
              checkStrictly
              defaultExpandAll
              treeData={menuTree(menus.data ?? [])}
            />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
