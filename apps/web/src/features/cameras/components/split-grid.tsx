import type { CameraItem } from '@lamplighter/contract';
import type { CSSProperties } from 'react';
import { type SplitScreen, tilesPerRow } from '../lib/split-tiles';
import { SplitTile } from './split-tile';

/** The tiles of the split screen in a square grid, row by row. */
export function SplitGrid({
  screen,
  cameras,
  chosen,
  onChoose,
  onPlace,
  onClear,
}: {
  screen: SplitScreen;
  cameras: ReadonlyMap<number, CameraItem>;
  chosen: number;
  onChoose: (index: number) => void;
  onPlace: (index: number, cameraId: number) => void;
  onClear: (index: number) => void;
}) {
  return (
    <div className="split-grid" style={{ '--split-side': tilesPerRow(screen.layout) } as CSSProperties}>
      {screen.tiles.map((cameraId, index) => (
        <SplitTile
          // A tile is its place in the grid; the player inside is its camera's.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          key={index}
          index={index}
          cameraId={cameraId}
          camera={cameraId === null ? undefined : cameras.get(cameraId)}
          chosen={index === chosen}
          onChoose={() => onChoose(index)}
          onPlace={(cameraId) => onPlace(index, cameraId)}
          onClear={() => onClear(index)}
        />
      ))}
    </div>
  );
}
