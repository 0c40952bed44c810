import { describe, expect, it } from 'vitest';
import { buildScene } from './column-scene';
import {
  cameraGround,
  columnHeight,
  columnSize,
  countInView,
  MERGE_GAP,
  metresPerPixel,
  pickColumn,
  sceneMatrix,
  visibleRuns,
} from './column-view';
import { columnsOf } from './columns-fixture';

describe('column sizes', () => {
  it('are a few pixels wide, taller at street level, never thinner than a pole', () => {
    const street = columnSize(17, 30);
    const city = columnSize(11, 30);
    expect(street.widthM).toBe(5);
    expect(city.widthM / metresPerPixel(11, 30)).toBeCloseTo(4);
    expect(columnSize(16, 30).fullHeightM / metresPerPixel(16, 30)).toBeCloseTo(110, 0);
    expect(city.fullHeightM / metresPerPixel(11, 30)).toBeCloseTo(26, 0);
    expect(columnHeight(0, 100)).toBeCloseTo(25);
    expect(columnHeight(1, 100)).toBe(100);
  });
});

describe('what a frame draws and a click finds', () => {
  const scene = buildScene(
    columnsOf([
      { id: 1, lng: 116, lat: 39, power: 50 },
      { id: 2, lng: 116.0003, lat: 39, power: 100 },
      { id: 3, lng: 117, lat: 40 },
    ]),
  );
  const first = scene.slotOf.get(1) as number;
  /** Straight down on the first column, 1 clip unit = 100 m: a 200×200 viewport shows 1 m a pixel. */
  const k = scene.metresPerUnit / 100;
  const m = sceneMatrix([k, 0, 0, 0, 0, -k, 0, 0, 0, 0, k, 0, 0, 0, 0, 1], scene);
  m[12] = -(m[0] as number) * (scene.instances[first * 3] as number);
  m[13] = -(m[5] as number) * (scene.instances[first * 3 + 1] as number);
  const viewport = { width: 200, height: 200 };
  const size = { widthM: 5, fullHeightM: 60 };

  it('draws only the cells in view', () => {
    const runs = visibleRuns(scene, m, 100);
    const drawn = new Set<number>();
    for (let r = 0; r < runs.length; r += 2)
      for (let slot = runs[r] as number; slot < (runs[r] as number) + (runs[r + 1] as number); slot++)
        drawn.add(slot);
    expect(drawn.has(first)).toBe(true);
    expect(drawn.has(scene.slotOf.get(2) as number)).toBe(true);
    expect(drawn.has(scene.slotOf.get(3) as number)).toBe(false);
  });

  it('finds the column under the pointer, and none beside it', () => {
    const runs = [0, scene.count];
    expect(pickColumn(scene, runs, m, viewport, { x: 100, y: 100 }, size)).toBe(first);
    expect(pickColumn(scene, runs, m, viewport, { x: 100, y: 60 }, size)).toBeUndefined();
    const second = scene.slotOf.get(2) as number;
    const east = (scene.instances[second * 3] as number) - (scene.instances[first * 3] as number);
    expect(pickColumn(scene, runs, m, viewport, { x: 100 + east, y: 100 }, size)).toBe(second);
  });
});

describe('cameraGround', () => {
  const scene = buildScene(columnsOf([{ id: 1, lng: 116, lat: 39 }]));
  const view = { center: { lng: 116, lat: 39 }, zoom: 16, pitch: 60, bearing: 0, fov: 36.87, height: 900 };

  it('stands over the centre when the map looks straight down', () => {
    const [x, y] = cameraGround(scene, { ...view, pitch: 0 });
    expect(x).toBeCloseTo(0, 6);
    expect(y).toBeCloseTo(0, 6);
  });

  it('stands south of the centre looking north, west of it looking east', () => {
    const [x, y] = cameraGround(scene, view);
    expect(Math.abs(x)).toBeLessThan(1e-6);
    // 1350 px from the centre at 1.2 m a pixel, 60° off vertical: about 1.4 km south.
    expect(y).toBeCloseTo(-1350 * metresPerPixel(16, 39) * Math.sin(Math.PI / 3), -1);
    const [east] = cameraGround(scene, { ...view, bearing: 90 });
    expect(east).toBeLessThan(-1000);
  });
});

describe('visibleRuns', () => {
  it('joins runs with few hidden columns between them into one draw, and keeps far ones apart', () => {
    const cell = (start: number, count: number, x: number) => ({
      start,
      count,
      minX: x,
      maxX: x + 1,
      minY: 0,
      maxY: 1,
    });
    const scene = {
      ...buildScene(columnsOf([])),
      cells: [cell(0, 10, 0), cell(10, 100, 50), cell(110, 10, 0), cell(120 + MERGE_GAP + 1, 10, 0)],
    };
    // Clip space is the scene's metres divided by 10: x from -10 to 10 m is in view.
    const m = new Float64Array([0.1, 0, 0, 0, 0, 0.1, 0, 0, 0, 0, 0.1, 0, 0, 0, 0, 1]);
    expect(visibleRuns(scene, m, 1)).toEqual([0, 120, 120 + MERGE_GAP + 1, 10]);
    // The hidden cell between them is drawn, but it is not counted as in view.
    expect(countInView(scene, m, 1)).toBe(30);
  });
});
