import type { WallWidget } from '@lamplighter/contract';
import { useTranslation } from 'react-i18next';
import { boxStyle } from '../lib/grid-geometry';
import { EditableCell } from './editable-cell';
import type { WallData } from './use-wall-data';
import { WidgetView } from './widget-view';

export interface GridEditing {
  selected: string | undefined;
  select(id: string | undefined): void;
  change(widgets: WallWidget[]): void;
}

/**
 * The widgets of a layout on the 24 × 12 grid over the stage's body. With `editing`, each can be
 * selected, dragged and resized by pointer or keyboard; without, it is the wall itself.
 */
export function WallGrid({
  widgets,
  data,
  editing,
}: {
  widgets: WallWidget[];
  data: WallData;
  editing?: GridEditing;
}) {
  const { t } = useTranslation();
  return (
    <div
      className={editing ? 'custom-wall custom-wall--editing' : 'custom-wall'}
      onPointerDown={
        editing ? (event) => event.target === event.currentTarget && editing.select(undefined) : undefined
      }
    >
      {widgets.length === 0 && <p className="custom-wall__hint">{t('customWall.emptyLayout')}</p>}
      {widgets.map((widget) =>
        editing ? (
          <EditableCell key={widget.id} widget={widget} widgets={widgets} editing={editing}>
            <WidgetView widget={widget} data={data} />
          </EditableCell>
        ) : (
          <div
            key={widget.id}
            className="custom-wall__cell"
            style={boxStyle(widget)}
            data-widget={widget.kind}
            data-id={widget.id}
          >
            <WidgetView widget={widget} data={data} />
          </div>
        ),
      )}
    </div>
  );
}
