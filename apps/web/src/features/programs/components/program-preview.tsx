import type { ProgramItem, ProgramMedia, ProgramRegion } from '@lamplighter/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mediaLinkQuery } from '../../../shared/media/media-queries';
import type { ProgramDraft } from '../lib/program-draft';
import '../programs.css';

/** A library file shown in a region, by its signed address. */
function MediaShown({ file }: { file: ProgramMedia | undefined }) {
  const { t } = useTranslation();
  const link = useQuery({ ...mediaLinkQuery(file?.id ?? 0), enabled: file !== undefined });
  if (!file) return <div className="program-region__missing">{t('program.preview.missing')}</div>;
  if (!link.data) return null;
  if (file.kind === 'video') {
    return <video className="program-region__media" src={link.data.url} autoPlay muted loop playsInline />;
  }
  return <img className="program-region__media" src={link.data.url} alt={file.name} />;
}

/** A line of text, standing or scrolling left across its region at its speed. */
function TextShown({
  item,
  regionWidth,
}: {
  item: Extract<ProgramItem, { type: 'text' }>;
  regionWidth: number;
}) {
  const line = useRef<HTMLSpanElement>(null);
  const [textWidth, setTextWidth] = useState(0);
  useLayoutEffect(() => {
    setTextWidth(line.current?.offsetWidth ?? 0);
  });
  const scrolling = item.speed > 0;
  const seconds = scrolling ? (regionWidth + textWidth) / item.speed : 0;
  return (
    <div
      className={`program-region__text${scrolling ? ' is-scrolling' : ''}`}
      style={{ background: item.background || 'transparent', color: item.color, fontSize: item.fontsize }}
    >
      <span
        ref={line}
        style={
          scrolling
            ? ({
                animationDuration: `${seconds}s`,
                '--region-width': `${regionWidth}px`,
              } as React.CSSProperties)
            : undefined
        }
      >
        {item.text}
      </span>
    </div>
  );
}

/** One region playing its items in turn, each for its duration, with its transition. */
function RegionPlayer({
  region,
  media,
  selected,
  onSelect,
}: {
  region: ProgramRegion;
  media: ReadonlyMap<number, ProgramMedia>;
  selected: boolean;
  onSelect: (() => void) | undefined;
}) {
  const [turn, setTurn] = useState(0);
  const index = region.items.length === 0 ? -1 : turn % region.items.length;
  const item = index < 0 ? undefined : region.items[index];
  useEffect(() => {
    if (!item || region.items.length < 2) return;
    const timer = window.setTimeout(() => setTurn((current) => current + 1), item.duration * 1000);
    return () => window.clearTimeout(timer);
  }, [item, region.items.length]);
  const style = { left: region.x, top: region.y, width: region.width, height: region.height };
  const className = `program-region${selected ? ' is-selected' : ''}${onSelect ? ' is-selectable' : ''}`;
  const shown = item && (
    <div key={turn} className={`program-region__item transition-${item.transition}`}>
      {item.type === 'media' ? (
        <MediaShown file={media.get(item.mediaid)} />
      ) : (
        <TextShown item={item} regionWidth={region.width} />
      )}
    </div>
  );
  const empty = !item && <div className="program-region__empty">{region.name}</div>;
  return onSelect ? (
    <button type="button" className={className} style={style} onClick={onSelect} aria-label={region.name}>
      {shown}
      {empty}
    </button>
  ) : (
    <div className={className} style={style}>
      {shown}
      {empty}
    </div>
  );
}

/**
 * The program as its screen shows it: at the screen's own size in pixels, scaled to `scale`, every
 * region playing. In the editor a region is picked by clicking it.
 */
export function ProgramPreview({
  draft,
  media,
  scale,
  selected,
  onSelect,
}: {
  draft: ProgramDraft;
  media: ReadonlyMap<number, ProgramMedia>;
  scale: number;
  selected?: number;
  onSelect?: (index: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <figure
      className="program-screen"
      style={{ width: draft.width * scale, height: draft.height * scale }}
      aria-label={t('program.preview.label', { width: draft.width, height: draft.height })}
    >
      <div
        className="program-screen__stage"
        style={{ width: draft.width, height: draft.height, transform: `scale(${scale})` }}
      >
        {draft.regions.map((region, index) => (
          <RegionPlayer
            // biome-ignore lint/suspicious/noArrayIndexKey: a region is its place in the list, which the editor keeps
            key={index}
            region={region}
            media={media}
            selected={selected === index}
            onSelect={onSelect ? () => onSelect(index) : undefined}
          />
        ))}
      </div>
    </figure>
  );
}
