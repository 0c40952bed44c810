import { CloseOutlined } from '@ant-design/icons';
import { Dropdown } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { closeAll, closeOthers, closeView, nextAfterClosing, type VisitedView } from './visited-views';
import './tags-bar.css';

/** The active tag is scrolled into view with a 4 px margin over 800 ms. */
const SCROLL_MARGIN = 4;
const SCROLL_MS = 800;

function scrollSmoothly(box: HTMLElement, target: number) {
  const start = box.scrollLeft;
  const began = performance.now();
  const step = (now: number) => {
    const progress = Math.min(1, (now - began) / SCROLL_MS);
    box.scrollLeft = start + (target - start) * (1 - (1 - progress) ** 3);
    if (progress < 1) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}

export function TagsBar({
  views,
  active,
  onChange,
}: {
  views: VisitedView[];
  active: string;
  onChange: (views: VisitedView[]) => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const box = useRef<HTMLDivElement>(null);

  // Runs after every render that moved the active tag or changed the tags.
  // biome-ignore lint/correctness/useExhaustiveDependencies: active and views decide where the active tag now is
  useEffect(() => {
    const container = box.current;
    const tag = container?.querySelector<HTMLElement>('[data-active="true"]');
    if (!container || !tag) return;
    const left = tag.offsetLeft - SCROLL_MARGIN;
    const right = tag.offsetLeft + tag.offsetWidth + SCROLL_MARGIN - container.clientWidth;
    if (left < container.scrollLeft) scrollSmoothly(container, left);
    else if (right > container.scrollLeft) scrollSmoothly(container, right);
  }, [active, views]);

  function close(path: string) {
    const remaining = closeView(views, path);
    onChange(remaining);
    if (path === active) navigate(nextAfterClosing(views, path));
  }

  return (
    <div className="tags-bar" ref={box} role="tablist">
      {views.map((view) => (
        <Dropdown
          key={view.path}
          trigger={['contextMenu']}
          menu={{
            items: [
              { key: 'refresh', label: t('tags.refresh'), onClick: () => navigate(`/redirect${view.path}`) },
              ...(view.affix
                ? []
                : [{ key: 'close', label: t('tags.close'), onClick: () => close(view.path) }]),
              {
                key: 'others',
                label: t('tags.closeOthers'),
                onClick: () => {
                  onChange(closeOthers(views, view.path));
                  navigate(view.path);
                },
              },
              {
                key: 'all',
                label: t('tags.closeAll'),
                onClick: () => {
                  const left = closeAll(views);
                  onChange(left);
                  navigate(left[0]?.path ?? '/dashboard');
                },
              },
            ],
          }}
        >
          <span
            role="tab"
            tabIndex={0}
            aria-selected={view.path === active}
            data-active={view.path === active}
            className={`tags-bar__tag${view.path === active ? ' tags-bar__tag--active' : ''}`}
            onClick={() => navigate(view.path)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') navigate(view.path);
            }}
          >
            {t(view.title, { defaultValue: view.title })}
            {!view.affix && (
              <CloseOutlined
                className="tags-bar__close"
                aria-label={t('tags.close')}
                onClick={(event) => {
                  event.stopPropagation();
                  close(view.path);
                }}
              />
            )}
          </span>
        </Dropdown>
      ))}
    </div>
  );
}
