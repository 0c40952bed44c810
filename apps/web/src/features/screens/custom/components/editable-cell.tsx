import type { WallWidget } from '@lamplighter/contract';
import { type KeyboardEvent, type PointerEvent, type ReactNode, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { type Box, boxStyle, cellsOf, moved, placed, resized } from '../lib/grid-geometry';
import type { GridEditing } from './wall-grid';

interface Drag {
  pointer: { x: number; y: number };
  start: Box;
  grid: { width: number; height: number };
  resize: boolean;
}

const KEY_STEPS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/**
 * A widget in the editor: a cover over it takes the pointer (the widget's own map or chart does not
 * move), drags it by whole cells, and its corner resizes it; arrow keys move it, with Shift resize
 * it. A place that would leave the grid or cover another widget is skipped.
 */
export function EditableCell({
  widget,
  widgets,
  editing,
  children,
}: {
  widget: WallWidget;
  widgets: WallWidget[];
  editing: GridEditing;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const drag = useRef<Drag | undefined>(undefined);
  const selected = editing.selected === widget.id;

  const tryBox = (box: Box) => {
    const next = placed(widgets, widget.id, box);
    if (next) editing.change(next);
  };

  const begin = (event: PointerEvent<HTMLElement>, resize: boolean) => {
    if (event.button !== 0) return;
    event.stopPropagation();
    const grid = event.currentTarget.closest('.custom-wall')?.getBoundingClientRect();
    if (!grid) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = {
      pointer: { x: event.clientX, y: event.clientY },
      start: { x: widget.x, y: widget.y, w: widget.w, h: widget.h },
      grid: { width: grid.width, height: grid.height },
      resize,
    };
    editing.select(widget.id);
  };

  const follow = (event: PointerEvent<HTMLElement>) => {
    const current = drag.current;
    if (!current) return;
    const travel = { x: event.clientX - current.pointer.x, y: event.clientY - current.pointer.y };
    const { dx, dy } = cellsOf(travel, current.grid);
    const box = current.resize ? resized(current.start, dx, dy) : moved(current.start, dx, dy);
    if (box.x !== widget.x || box.y !== widget.y || box.w !== widget.w || box.h !== widget.h) tryBox(box);
  };

  const end = () => {
    drag.current = undefined;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const step = KEY_STEPS[event.key];
    if (!step) return;
    event.preventDefault();
    const [dx, dy] = step;
    tryBox(event.shiftKey ? resized(widget, dx, dy) : moved(widget, dx, dy));
  };

  return (
    <div
      className={selected ? 'custom-wall__cell custom-wall__cell--selected' : 'custom-wall__cell'}
      style={boxStyle(widget)}
      data-widget={widget.kind}
      data-id={widget.id}
    >
      {children}
      {/* biome-ignore lint/a11y/useSemanticElements: a drag surface over a whole panel, not a form button */}
      <div
        className="custom-wall__cover"
        role="button"
        tabIndex={0}
        aria-pressed={selected}
        aria-label={`${t(`customWall.kind.${widget.kind}`)} · ${t('customWall.position', {
          x: widget.x + 1,
          y: widget.y + 1,
          w: widget.w,
          h: widget.h,
        })}`}
        title={t('customWall.move')}
        onPointerDown={(event) => begin(event, false)}
        onPointerMove={follow}
        onPointerUp={end}
        onPointerCancel={end}
        onKeyDown={onKeyDown}
        onFocus={() => editing.select(widget.id)}
      >
        <span
          className="custom-wall__resize"
          title={t('customWall.resize')}
          aria-hidden="true"
          onPointerDown={(event) => begin(event, true)}
          onPointerMove={follow}
          onPointerUp={end}
          onPointerCancel={end}
        />
      </div>
    </div>
  );
}
