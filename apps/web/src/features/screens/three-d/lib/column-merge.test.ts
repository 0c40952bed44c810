import { describe, expect, it } from 'vitest';
import { mergeColumns, prevailingState, severity } from './column-merge';
import { columnsOf } from './columns-fixture';

describe('mergeColumns', () => {
  // Three lamps within a few metres of each other, and one a kilometre to the east.
  const columns = columnsOf([
    { id: 1, lng: 116.4, lat: 39.9, power: 40, state: 1 },
    { id: 2, lng: 116.40002, lat: 39.90002, power: 80, state: 2 },
    { id: 3, lng: 116.40004, lat: 39.9, state: 1 },
    { id: 4, lng: 116.412, lat: 39.9, power: 10, state: 4 },
  ]);

  it('makes one column per square that holds devices, at their mean position', () => {
    const merged = mergeColumns(columns, 200);
    expect(merged.columns.count).toBe(2);
    const near = merged.groupOf[0] as number;
    expect(merged.groupOf[1]).toBe(near);
    expect(merged.groupOf[2]).toBe(near);
    expect(merged.groupOf[3]).not.toBe(near);
    expect(merged.columns.lngs[near]).toBeCloseTo(116.40002, 5);
    expect(merged.columns.lats[near]).toBeCloseTo(39.900007, 5);
  });

  it('gives a square the mean power of the devices that report one, and the state most are in', () => {
    const merged = mergeColumns(columns, 200);
    const near = merged.groupOf[0] as number;
    expect(merged.columns.powers[near]).toBe(60);
    expect(merged.columns.states[near]).toBe(1);
    expect(merged.columns.states[merged.groupOf[3] as number]).toBe(4);
  });

  it('keeps a square without any load power at the base height (NaN)', () => {
    const merged = mergeColumns(columnsOf([{ id: 9, lng: 1, lat: 1 }]), 100);
    expect(merged.columns.powers[0]).toBeNaN();
  });

  it('lists each square’s devices, every device once', () => {
    const merged = mergeColumns(columns, 200);
    const seen = [...merged.members].sort();
    expect(seen).toEqual([0, 1, 2, 3]);
    const near = merged.groupOf[0] as number;
    const from = merged.memberStart[near] as number;
    const to = merged.memberStart[near + 1] as number;
    expect([...merged.members.slice(from, to)].sort()).toEqual([0, 1, 2]);
  });

  it('keeps devices a square apart in separate columns at a finer size', () => {
    expect(mergeColumns(columns, 1).columns.count).toBe(4);
  });
});

describe('prevailingState', () => {
  const square = (count: number) =>
    mergeColumns(columnsOf(Array.from({ length: count }, (_, id) => ({ id, lng: 1, lat: 1 }))), 50);

  it('takes the state most devices of the square are in, as they are now', () => {
    const merged = square(4);
    expect(prevailingState([1, 1, 1, 3], merged, 0)).toBe(1);
    expect(prevailingState([4, 4, 4, 1], merged, 0)).toBe(4);
    expect(prevailingState([1, 1, 1, 1], merged, 0)).toBe(1);
  });

  it('settles a tie for the worse state: fault, alarm, offline, upgrading, normal, none', () => {
    expect([3, 2, 4, 5, 1, 0].map(severity)).toEqual([5, 4, 3, 2, 1, 0]);
    expect(severity(9)).toBe(0);
    const merged = square(4);
    expect(prevailingState([1, 1, 3, 3], merged, 0)).toBe(3);
    expect(prevailingState([5, 5, 4, 4], merged, 0)).toBe(4);
  });

  it('says none when most devices have not reported, or report a state it does not know', () => {
    const merged = square(3);
    expect(prevailingState([0, 9, 1], merged, 0)).toBe(0);
    expect(prevailingState([0, 1, 1], merged, 0)).toBe(1);
  });
});
