import {
  type Program,
  type ProgramItem,
  type ProgramMedia,
  type ProgramRegion,
  programResolutions,
} from '@lamplighter/contract';

/** A program as the editor holds it: what is sent to save it. */
export interface ProgramDraft {
  name: string;
  width: number;
  height: number;
  regions: ProgramRegion[];
}

/** Seconds an image or a text shows unless told otherwise. */
export const DEFAULT_ITEM_SECONDS = 10;

const [poleScreen] = programResolutions;

/** A new program for the common pole screen: one region over the whole screen, empty. */
export function newDraft(): ProgramDraft {
  const { width, height } = poleScreen;
  return { name: '', width, height, regions: [{ name: '1', x: 0, y: 0, width, height, items: [] }] };
}

export function draftOf(program: Program): ProgramDraft {
  const { name, width, height, regions } = program;
  return { name, width, height, regions };
}

/**
 * The region added next: the lower quarter of the screen under the first, which is where the
 * ticker of a pole screen goes; the first region shrinks to make room when it filled the screen.
 */
export function withRegionAdded(draft: ProgramDraft): ProgramDraft {
  const tickerHeight = Math.max(1, Math.round(draft.height / 4));
  const top = draft.height - tickerHeight;
  const regions = draft.regions.map((region, index) =>
    index === 0 && region.y === 0 && region.height === draft.height ? { ...region, height: top } : region,
  );
  const added: ProgramRegion = {
    name: String(draft.regions.length + 1),
    x: 0,
    y: top,
    width: draft.width,
    height: tickerHeight,
    items: [],
  };
  return { ...draft, regions: [...regions, added] };
}

/** A line of text sized to its region: white, scrolling, ten seconds. */
export function newTextItem(region: Pick<ProgramRegion, 'height'>): ProgramItem {
  return {
    type: 'text',
    text: '',
    fontsize: Math.min(400, Math.max(8, Math.round(region.height * 0.6))),
    color: '#ffffff',
    background: '',
    speed: 40,
    duration: DEFAULT_ITEM_SECONDS,
    transition: 'none',
  };
}

/** A library file as an item: a video for its own length, a picture for ten seconds. */
export function newMediaItem(file: Pick<ProgramMedia, 'id' | 'kind' | 'duration'>): ProgramItem {
  const duration =
    file.kind === 'video' && file.duration ? Math.max(1, Math.ceil(file.duration)) : DEFAULT_ITEM_SECONDS;
  return { type: 'media', mediaid: file.id, duration, transition: 'none' };
}

/** The list with the entry at `index` moved by `step` places, when it can move so far. */
export function moved<T>(list: readonly T[], index: number, step: number): T[] {
  const target = index + step;
  if (target < 0 || target >= list.length) return [...list];
  const next = [...list];
  const [entry] = next.splice(index, 1);
  if (entry !== undefined) next.splice(target, 0, entry);
  return next;
}

/** The scale that fits a screen of width × height into a box, never enlarged past twice its size. */
export function fitScale(width: number, height: number, boxWidth: number, boxHeight: number): number {
  return Math.min(2, boxWidth / width, boxHeight / height);
}
