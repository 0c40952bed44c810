import { CloseOutlined, DeleteOutlined } from '@ant-design/icons';
import {
  WALL_IMAGE_URL_MAX,
  WALL_TEXT_MAX,
  WALL_WIDGET_TITLE_MAX,
  type WallWidget,
  wallWidgetKinds,
} from '@lamplighter/contract';
import { Button, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { missingOf, withKind } from '../lib/widget-kinds';
import { DevicePicker } from './device-picker';

/** Kinds whose heading the layout sets; the panels of the other walls keep their own. */
const TITLED = new Set<WallWidget['kind']>(['device', 'text', 'image', 'clock']);

/** The settings of the selected widget: its kind, heading and data source, and its removal. */
export function WidgetInspector({
  widget,
  change,
  remove,
  close,
}: {
  widget: WallWidget;
  change(widget: WallWidget): void;
  remove(): void;
  close(): void;
}) {
  const { t } = useTranslation();
  const missing = missingOf(widget);
  return (
    <aside className="custom-inspector" aria-label={t('customWall.widget')}>
      <header className="custom-inspector__head">
        <h2>{t(`customWall.kind.${widget.kind}`)}</h2>
        <Button
          type="text"
          icon={<CloseOutlined />}
          onClick={close}
          aria-label={t('customWall.closeSettings')}
        />
      </header>
      <p className="custom-inspector__place">
        {t('customWall.position', { x: widget.x + 1, y: widget.y + 1, w: widget.w, h: widget.h })}
      </p>
      <Form layout="vertical" component="div">
        <Form.Item label={t('customWall.kind')}>
          <Select
            value={widget.kind}
            options={wallWidgetKinds.map((kind) => ({ value: kind, label: t(`customWall.kind.${kind}`) }))}
            onChange={(kind) => change(withKind(widget, kind))}
            aria-label={t('customWall.kind')}
          />
        </Form.Item>
        {widget.kind === 'device' && (
          <Form.Item label={t('customWall.device')} required>
            <DevicePicker value={widget.deviceid} onChange={(deviceid) => change({ ...widget, deviceid })} />
          </Form.Item>
        )}
        {widget.kind === 'text' && (
          <Form.Item label={t('customWall.text')}>
            <Input.TextArea
              value={widget.text}
              maxLength={WALL_TEXT_MAX}
              showCount
              autoSize={{ minRows: 3, maxRows: 8 }}
              onChange={(event) => change({ ...widget, text: event.target.value })}
            />
          </Form.Item>
        )}
        {widget.kind === 'image' && (
          <Form.Item
            label={t('customWall.imageUrl')}
            required
            {...(missing ? { validateStatus: 'warning' as const, help: t(missing) } : {})}
          >
            <Input
              value={widget.url}
              maxLength={WALL_IMAGE_URL_MAX}
              placeholder="https://"
              onChange={(event) => change({ ...widget, url: event.target.value.trim() })}
            />
          </Form.Item>
        )}
        {TITLED.has(widget.kind) && (
          <Form.Item label={t('customWall.title')}>
            <Input
              value={widget.title ?? ''}
              maxLength={WALL_WIDGET_TITLE_MAX}
              placeholder={t('customWall.titlePlaceholder')}
              onChange={(event) => {
                const { title: _old, ...rest } = widget;
                change(event.target.value ? { ...rest, title: event.target.value } : rest);
              }}
            />
          </Form.Item>
        )}
      </Form>
      <Button danger block icon={<DeleteOutlined />} onClick={remove}>
        {t('customWall.remove')}
      </Button>
    </aside>
  );
}
