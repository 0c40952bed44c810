import type { WallLayout, WallWidget, WallWidgetKind } from '@lamplighter/contract';
import { App } from 'antd';
import { useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useAddLayout, useUpdateLayout } from '../api/wall-layouts';
import { freePlace, freshId } from '../lib/grid-geometry';
import { missingOf, startingSize, withKind } from '../lib/widget-kinds';
import { EditorBar } from './editor-bar';
import type { WallData } from './use-wall-data';
import { WallGrid } from './wall-grid';
import { WidgetInspector } from './widget-inspector';

export interface LayoutDraft {
  id?: number;
  name: string;
  widgets: WallWidget[];
  shared: boolean;
}

/**
 * The editor of one layout on the wall's own stage: the widgets live with their data while they
 * are added, moved, resized and set up; the bar and the settings float above the stage, unscaled.
 */
export function LayoutEditor({
  draft,
  data,
  onWidgets,
  onSaved,
  onClose,
}: {
  draft: LayoutDraft;
  data: WallData;
  /** The widgets being edited, for the wall's data to follow them. */
  onWidgets(widgets: WallWidget[]): void;
  onSaved(layout: WallLayout): void;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const [name, setName] = useState(draft.name);
  const [widgets, setWidgetsState] = useState(draft.widgets);
  const [shared, setShared] = useState(draft.shared);
  const [selected, select] = useState<string>();
  const [dirty, setDirty] = useState(draft.id === undefined);
  const add = useAddLayout();
  const update = useUpdateLayout();

  const touch = () => setDirty(true);
  const setWidgets = (next: WallWidget[]) => {
    setWidgetsState(next);
    onWidgets(next);
    touch();
  };

  const addWidget = (kind: WallWidgetKind) => {
    const id = freshId(widgets, kind);
    const place = freePlace(widgets, startingSize[kind]);
    if (!place) {
      message.warning(t('customWall.noRoom'));
      return;
    }
    setWidgets([...widgets, withKind({ id, kind: 'clock', ...place }, kind)]);
    select(id);
  };

  const save = async () => {
    const incomplete = widgets.find((widget) => missingOf(widget));
    if (incomplete) {
      select(incomplete.id);
      message.warning(t(missingOf(incomplete) ?? ''));
      return;
    }
    const values = { name, widgets: JSON.stringify(widgets), shared: shared ? 1 : 0 };
    try {
      const saved =
        draft.id === undefined
          ? await add.mutateAsync(values)
          : await update.mutateAsync({ id: draft.id, ...values });
      setDirty(false);
      message.success(t('customWall.saved'));
      onSaved(saved);
    } catch (error) {
      message.error(error instanceof Error ? error.message : String(error));
    }
  };

  const close = () => {
    if (!dirty) return onClose();
    modal.confirm({ title: t('customWall.discard'), onOk: onClose });
  };

  const widget = widgets.find((candidate) => candidate.id === selected);
  const replace = (next: WallWidget) => setWidgets(widgets.map((w) => (w.id === next.id ? next : w)));
  // The settings sit on the side away from the widget, so that it stays in sight.
  const inspectorSide = widget && widget.x + widget.w / 2 > 12 ? 'left' : 'right';

  return (
    <>
      <WallGrid widgets={widgets} data={data} editing={{ selected, select, change: setWidgets }} />
      {createPortal(
        <div className="custom-editor">
          <EditorBar
            name={name}
            rename={(next) => {
              setName(next);
              touch();
            }}
            shared={shared}
            share={(next) => {
              setShared(next);
              touch();
            }}
            add={addWidget}
            dirty={dirty}
            saving={add.isPending || update.isPending}
            save={() => void save()}
            close={close}
          />
          {widget && (
            <div className={`custom-editor__inspector custom-editor__inspector--${inspectorSide}`}>
              <WidgetInspector
                widget={widget}
                change={replace}
                remove={() => {
                  setWidgets(widgets.filter((w) => w.id !== widget.id));
                  select(undefined);
                }}
                close={() => select(undefined)}
              />
            </div>
          )}
        </div>,
        document.body,
      )}
    </>
  );
}
