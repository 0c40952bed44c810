import {
  CopyOutlined,
  DeleteOutlined,
  EditOutlined,
  PlusOutlined,
  ShareAltOutlined,
  StarFilled,
  StarOutlined,
} from '@ant-design/icons';
import { WALL_LAYOUT_NAME_MAX, type WallLayout, type WallLayoutList } from '@lamplighter/contract';
import { App, Button, Drawer, Space, Tag, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useChooseLayout, useCopyLayout, useDeleteLayout, useUpdateLayout } from '../api/wall-layouts';

/**
 * The layouts the user sees: open one, and for a user who may edit, create, rename, duplicate,
 * delete, choose the one the wall opens with, or copy a parent's shared one.
 */
export function LayoutDrawer({
  open,
  list,
  shownId,
  mayEdit,
  onOpen,
  onEdit,
  onNew,
  onClose,
}: {
  open: boolean;
  list: WallLayoutList;
  shownId: number | undefined;
  mayEdit: boolean;
  onOpen(id: number): void;
  onEdit(id: number): void;
  onNew(): void;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const copy = useCopyLayout();
  const remove = useDeleteLayout();
  const choose = useChooseLayout();
  const update = useUpdateLayout();

  const run = (work: Promise<unknown>) =>
    work.catch((error: unknown) => message.error(error instanceof Error ? error.message : String(error)));

  const duplicate = (layout: WallLayout) =>
    run(
      copy
        .mutateAsync({
          id: layout.id,
          name: t('customWall.copyOf', { name: layout.name }).slice(0, WALL_LAYOUT_NAME_MAX),
        })
        .then((layout) => onOpen(layout.id)),
    );

  const confirmDelete = (layout: WallLayout) =>
    modal.confirm({
      title: t('customWall.deleteConfirm', { name: layout.name }),
      okButtonProps: { danger: true },
      onOk: () => run(remove.mutateAsync({ id: layout.id })),
    });

  const actions = (layout: WallLayout) => {
    if (!mayEdit) return [];
    const isDefault = list.defaultid === layout.id;
    const star = (
      <Tooltip key="default" title={isDefault ? t('customWall.isDefault') : t('customWall.makeDefault')}>
        <Button
          type="text"
          icon={isDefault ? <StarFilled style={{ color: '#faad14' }} /> : <StarOutlined />}
          aria-label={t('customWall.makeDefault')}
          aria-pressed={isDefault}
          onClick={() => run(choose.mutateAsync({ id: layout.id }))}
        />
      </Tooltip>
    );
    const copyButton = (
      <Tooltip key="copy" title={layout.mine ? t('customWall.duplicate') : t('customWall.copy')}>
        <Button
          type="text"
          icon={<CopyOutlined />}
          aria-label={layout.mine ? t('customWall.duplicate') : t('customWall.copy')}
          onClick={() => void duplicate(layout)}
        />
      </Tooltip>
    );
    if (!layout.mine) return [star, copyButton];
    return [
      star,
      <Tooltip key="edit" title={t('customWall.edit')}>
        <Button
          type="text"
          icon={<EditOutlined />}
          aria-label={t('customWall.edit')}
          onClick={() => onEdit(layout.id)}
        />
      </Tooltip>,
      copyButton,
      <Tooltip key="delete" title={t('customWall.delete')}>
        <Button
          type="text"
          danger
          icon={<DeleteOutlined />}
          aria-label={t('customWall.delete')}
          onClick={() => confirmDelete(layout)}
        />
      </Tooltip>,
    ];
  };

  return (
    <Drawer
      title={t('customWall.layouts')}
      open={open}
      onClose={onClose}
      size={440}
      extra={
        mayEdit && (
          <Button type="primary" icon={<PlusOutlined />} onClick={onNew}>
            {t('customWall.new')}
          </Button>
        )
      }
    >
      <ul className="custom-drawer">
        {list.layouts.map((layout) => (
          <li
            key={layout.id}
            className={
              layout.id === shownId ? 'custom-drawer__item custom-drawer__item--shown' : 'custom-drawer__item'
            }
          >
            <div className="custom-drawer__text">
              {layout.mine && mayEdit ? (
                <Typography.Text
                  strong
                  editable={{
                    maxLength: WALL_LAYOUT_NAME_MAX,
                    tooltip: t('customWall.rename'),
                    onChange: (name) => {
                      if (name.trim() && name !== layout.name)
                        void run(update.mutateAsync({ id: layout.id, name }));
                    },
                  }}
                >
                  {layout.name}
                </Typography.Text>
              ) : (
                <Typography.Text strong>{layout.name}</Typography.Text>
              )}
              <Space size={4} wrap>
                <Button size="small" type="link" onClick={() => onOpen(layout.id)}>
                  {t('customWall.show', { count: layout.widgets.length })}
                </Button>
                {list.defaultid === layout.id && <Tag color="gold">{t('customWall.isDefault')}</Tag>}
                {layout.mine && layout.shared === 1 && (
                  <Tag icon={<ShareAltOutlined />} color="blue">
                    {t('customWall.share')}
                  </Tag>
                )}
                {!layout.mine && <Tag>{t('customWall.sharedBy', { name: layout.ownername })}</Tag>}
              </Space>
            </div>
            <span className="custom-drawer__actions">{actions(layout)}</span>
          </li>
        ))}
      </ul>
    </Drawer>
  );
}
