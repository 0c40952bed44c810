import { describe, expect, it } from 'vitest';
import { buildScene, countStates, GRID, heightShare, roundUp } from './column-scene';
import { columnsOf } from './columns-fixture';

describe('buildScene', () => {
  const columns = columnsOf([
    { id: 10, lng: 116.0, lat: 39.0, power: 30, state: 1 },
    { id: 11, lng: 116.2, lat: 39.2, power: 120, state: 3 },
    { id: 12, lng: 116.0001, lat: 39.0001, state: 4 },
  ]);
  const scene = buildScene(columns);

  it('puts the origin in the middle and the columns in metres around it', () => {
    expect(scene.origin.lat).toBeCloseTo(39.1, 5);
    const slot = scene.slotOf.get(10) as number;
    const other = scene.slotOf.get(12) as number;
    // 0.0001° apart: about 8.6 m east and 11.1 m north at this latitude.
    const dx = (scene.instances[other * 3] as number) - (scene.instances[slot * 3] as number);
    const dy = (scene.instances[other * 3 + 1] as number) - (scene.instances[slot * 3 + 1] as number);
    expect(dx).toBeCloseTo(8.6, 0);
    expect(dy).toBeCloseTo(11.1, 0);
    expect(Math.abs(scene.instances[slot * 3] as number)).toBeLessThan(10_000);
  });

  it('keeps each device findable by id, with its state and height share', () => {
    const faulty = scene.slotOf.get(11) as number;
    expect(scene.states[faulty]).toBe(3);
    expect(scene.columnOf[faulty]).toBe(1);
    expect(scene.fullPower).toBe(150);
    expect(scene.instances[faulty * 3 + 2]).toBeCloseTo(0.8);
    expect(scene.instances[(scene.slotOf.get(12) as number) * 3 + 2]).toBe(0);
  });

  it('sorts the columns by cell, each cell a run with the box of its columns', () => {
    expect(scene.cells.length).toBe(2);
    expect(scene.cells.reduce((sum, cell) => sum + cell.count, 0)).toBe(3);
    for (const cell of scene.cells) {
      for (let slot = cell.start; slot < cell.start + cell.count; slot++) {
        expect(scene.instances[slot * 3]).toBeGreaterThanOrEqual(cell.minX);
        expect(scene.instances[slot * 3]).toBeLessThanOrEqual(cell.maxX);
      }
    }
    expect(GRID).toBeGreaterThan(1);
  });

  it('builds an empty scene from no device', () => {
    const empty = buildScene(columnsOf([]));
    expect(empty.count).toBe(0);
    expect(empty.cells).toEqual([]);
  });
});

describe('the height of a column', () => {
  it('scales load power to a round full power', () => {
    expect(roundUp(120)).toBe(150);
    expect(roundUp(42)).toBe(50);
    expect(roundUp(200)).toBe(200);
    expect(roundUp(0)).toBe(100);
    expect(heightShare(75, 150)).toBe(0.5);
    expect(heightShare(400, 150)).toBe(1);
    expect(heightShare(Number.NaN, 150)).toBe(0);
    expect(heightShare(0, 150)).toBe(0);
  });
});

describe('countStates', () => {
  it('counts devices per run state, an unknown state with those that have none', () => {
    expect(countStates(Uint8Array.from([1, 1, 3, 0, 9, 5]))).toEqual([2, 2, 0, 1, 0, 1]);
  });
});
