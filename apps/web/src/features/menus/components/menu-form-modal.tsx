import type { MenuNode } from '@lamplighter/contract';
import { AutoComplete, Form, Input, InputNumber, Modal, Select, Switch, TreeSelect } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { menuIcon, menuIconNames } from '../../../shared/components/menu-icons';
import { LAYOUT_COMPONENT, screenNames } from '../../../shared/screens';
import type { MenuInput } from '../api/menus';

interface TreeOption {
  value: number;
  title: string;
  children: TreeOption[];
}

function parents(nodes: MenuNode[], excluded?: number): TreeOption[] {
  return nodes
    .filter((node) => node.id !== excluded)
    .map((node) => ({ value: node.id, title: node.name, children: parents(node.children, excluded) }));
}

export interface MenuEditing {
  entry?: MenuNode;
  parentId: number;
}

/** A menu entry; the component is one of this build's screens or Layout for a group. */
export function MenuFormModal({
  editing,
  tree,
  onClose,
  onSubmit,
}: {
  editing: MenuEditing | undefined;
  tree: MenuNode[];
  onClose: () => void;
  onSubmit: (input: MenuInput) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const entry = editing?.entry;

  useEffect(() => {
    if (!editing) return;
    form.resetFields();
    form.setFieldsValue(
      entry
        ? { ...entry, name: entry.name_zh, parentid: entry.parentid }
        : { parentid: editing.parentId, hidden: false, breadcrumb: true, sort: 0, icon: '', redirect: '' },
    );
  }, [editing, entry, form]);

  async function save() {
    const values = await form.validateFields();
    await onSubmit({
      ...(entry ? { id: entry.id } : {}),
      ...values,
      name_en: values.name_en || values.name,
      icon: values.icon ?? '',
      redirect: values.redirect ?? '',
      hidden: values.hidden ? 1 : 0,
      breadcrumb: values.breadcrumb ? 1 : 0,
    });
  }

  return (
    <Modal
      open={editing !== undefined}
      title={t(entry ? 'menu.edit' : 'menu.add')}
      onCancel={onClose}
      onOk={() => void save().catch(() => undefined)}
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
      width={600}
      destroyOnHidden
    >
      <Form form={form} layout="vertical">
        <Form.Item name="parentid" label={t('menu.parent')}>
          <TreeSelect
            treeData={[{ value: 0, title: t('menu.top'), children: parents(tree, entry?.id) }]}
            treeDefaultExpandAll
          />
        </Form.Item>
        <Form.Item
          name="name"
          label={t('menu.name')}
          rules={[{ required: true, whitespace: true, max: 100 }]}
        >
          <Input />
        </Form.Item>
        <Form.Item name="name_en" label={t('menu.nameEn')} rules={[{ max: 100 }]}>
          <Input />
        </Form.Item>
        <Form.Item
          name="path"
          label={t('menu.path')}
          rules={[{ required: true, whitespace: true, max: 200 }]}
        >
          <Input placeholder="/system, account, to:screen, https://…" />
        </Form.Item>
        <Form.Item
          name="component"
          label={t('menu.component')}
          rules={[{ required: true, whitespace: true, max: 200 }]}
        >
          <AutoComplete options={[LAYOUT_COMPONENT, ...screenNames].map((value) => ({ value }))} />
        </Form.Item>
        <Form.Item
          name="componentname"
          label={t('menu.componentName')}
          rules={[{ required: true, whitespace: true, max: 100 }]}
        >
          <Input />
        </Form.Item>
        <Form.Item name="icon" label={t('menu.icon')}>
          <Select
            allowClear
            options={menuIconNames.map((name) => ({
              value: name,
              label: (
                <span>
                  {menuIcon(name)} {name}
                </span>
              ),
            }))}
          />
        </Form.Item>
        <Form.Item name="redirect" label={t('menu.redirect')}>
          <Input placeholder="noRedirect" />
        </Form.Item>
        <Form.Item name="sort" label={t('menu.sort')}>
          <InputNumber min={-999} max={999} />
        </Form.Item>
        <Form.Item name="hidden" label={t('menu.hidden')} valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item name="breadcrumb" label={t('menu.breadcrumb')} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
  );
}
