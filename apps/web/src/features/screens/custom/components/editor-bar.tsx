import { CloseOutlined, PlusOutlined, SaveOutlined } from '@ant-design/icons';
import { WALL_LAYOUT_NAME_MAX, type WallWidgetKind, wallWidgetKinds } from '@lamplighter/contract';
import { Button, Dropdown, Input, Switch, Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** The editor's bar over the wall's header: the layout's name, adding a widget, sharing, saving, leaving. */
export function EditorBar({
  name,
  rename,
  shared,
  share,
  add,
  dirty,
  saving,
  save,
  close,
}: {
  name: string;
  rename(name: string): void;
  shared: boolean;
  share(shared: boolean): void;
  add(kind: WallWidgetKind): void;
  dirty: boolean;
  saving: boolean;
  save(): void;
  close(): void;
}) {
  const { t } = useTranslation();
  return (
    <div className="custom-editor-bar" role="toolbar" aria-label={t('customWall.layout')}>
      <Input
        className="custom-editor-bar__name"
        value={name}
        maxLength={WALL_LAYOUT_NAME_MAX}
        onChange={(event) => rename(event.target.value)}
        aria-label={t('customWall.namePrompt')}
        placeholder={t('customWall.namePrompt')}
      />
      <Dropdown
        menu={{
          items: wallWidgetKinds.map((kind) => ({ key: kind, label: t(`customWall.kind.${kind}`) })),
          onClick: ({ key }) => add(key as WallWidgetKind),
        }}
        trigger={['click']}
      >
        <Button icon={<PlusOutlined />}>{t('customWall.addWidget')}</Button>
      </Dropdown>
      <span className="custom-editor-bar__share">
        <Switch id="custom-wall-share" size="small" checked={shared} onChange={share} />
        <label htmlFor="custom-wall-share">{t('customWall.share')}</label>
      </span>
      <span className="custom-editor-bar__end">
        {dirty && <Tag color="warning">{t('customWall.unsaved')}</Tag>}
        <Button type="primary" icon={<SaveOutlined />} loading={saving} onClick={save}>
          {t('customWall.save')}
        </Button>
        <Button icon={<CloseOutlined />} onClick={close}>
          {t('customWall.close')}
        </Button>
      </span>
    </div>
  );
}
