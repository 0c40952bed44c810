import { splitLayouts } from '@lamplighter/contract';
import { useQuery } from '@tanstack/react-query';
import { Card, Col, Flex, Row, Segmented, Spin, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { everyCameraQuery } from '../api/cameras';
import { useLiveCameras } from '../api/use-live-cameras';
import { useSplitScreen } from '../api/use-split-screen';
import { CameraTree } from '../components/camera-tree';
import { SplitGrid } from '../components/split-grid';
import {
  clearTile,
  isTileCount,
  nextEmptyTile,
  placeCamera,
  resizeTiles,
  type SplitScreen,
} from '../lib/split-tiles';
import '../cameras.css';

const placed = (screen: SplitScreen | undefined) =>
  (screen?.tiles ?? []).filter((camera): camera is number => camera !== null);

/**
 * Several cameras at once: the camera tree, and a grid of 1, 4, 9 or 16 tiles, remembered per
 * user. A camera goes into a tile by dragging it there, or by choosing the tile and then the
 * camera; the next empty tile is chosen after each.
 */
export default function SplitScreenPage() {
  const { t } = useTranslation();
  const every = useQuery(everyCameraQuery);
  const { screen, change } = useSplitScreen();
  const [choice, setChoice] = useState<number>();
  const cameras = useMemo(
    () => new Map((every.data ?? []).map((camera) => [camera.id, camera])),
    [every.data],
  );
  const shown = placed(screen);
  useLiveCameras(shown);
  const chosen = choice ?? (screen && nextEmptyTile(screen.tiles, screen.tiles.length - 1)) ?? 0;

  function place(index: number, cameraId: number) {
    if (!screen) return;
    const tiles = placeCamera(screen.tiles, index, cameraId);
    change({ ...screen, tiles });
    setChoice(nextEmptyTile(tiles, index) ?? index);
  }

  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={6}>
        <CameraTree
          cameras={every.data ?? []}
          loading={every.isLoading}
          shown={new Set(shown)}
          onPick={(cameraId) => place(chosen, cameraId)}
        />
      </Col>
      <Col xs={24} lg={18}>
        <Card size="small" title={t('video.split.title')}>
          {/* Until the cameras are known, a tile could not tell a camera that is gone from one loading. */}
          {screen && !every.isLoading ? (
            <Flex vertical gap={12}>
              <Flex wrap gap={12} align="center" justify="space-between">
                <Segmented
                  aria-label={t('video.split.layout')}
                  value={screen.layout}
                  options={splitLayouts.map((count) => ({
                    value: count,
                    label: t('video.split.tiles', { count }),
                  }))}
                  onChange={(count) => {
                    if (!isTileCount(count)) return;
                    change({ layout: count, tiles: resizeTiles(screen.tiles, count) });
                    setChoice(undefined);
                  }}
                />
                <Typography.Text type="secondary">{t('video.split.hint')}</Typography.Text>
              </Flex>
              <SplitGrid
                screen={screen}
                cameras={cameras}
                chosen={chosen}
                onChoose={setChoice}
                onPlace={place}
                onClear={(index) => {
                  change({ ...screen, tiles: clearTile(screen.tiles, index) });
                  setChoice(index);
                }}
              />
            </Flex>
          ) : (
            <Spin />
          )}
        </Card>
      </Col>
    </Row>
  );
}
