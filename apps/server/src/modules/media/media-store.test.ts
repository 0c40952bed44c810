import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MediaStore } from './media-store';

const HOUR = 3_600_000;
const kept = 'a'.repeat(64);
const orphan = 'b'.repeat(64);
let folder: string;
let store: MediaStore;

/** A file of the store's folder, last written `ageMs` ago. */
function written(name: string, ageMs: number) {
  const file = path.join(folder, name);
  fs.writeFileSync(file, name);
  const at = new Date(Date.now() - ageMs);
  fs.utimesSync(file, at, at);
}

beforeEach(() => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'lamplighter-media-store-'));
  store = new MediaStore(folder);
});
afterEach(() => fs.rmSync(folder, { recursive: true, force: true }));

describe('the sweep of the media folder', () => {
  it('removes contents nothing names and broken uploads once an hour old, and nothing else', async () => {
    written(kept, 2 * HOUR);
    written(`${kept}.thumb.jpg`, 2 * HOUR);
    written(orphan, 2 * HOUR);
    written(`${orphan}.thumb.jpg`, 2 * HOUR);
    written('.upload-0c7e2d4a-1b2c-4d5e-8f90-123456789abc', 2 * HOUR);
    written('.upload-1c7e2d4a-1b2c-4d5e-8f90-123456789abc', 60_000);
    written('c'.repeat(64), 60_000);
    written('notes.txt', 2 * HOUR);
    const asked: string[][] = [];

    const removed = await store.sweep(async (hashes) => {
      asked.push(hashes);
      return new Set(hashes.filter((hash) => hash === kept));
    });

    expect(removed).toBe(3);
    expect(asked.map((hashes) => [...hashes].sort())).toEqual([[kept, orphan].sort()]);
    expect(fs.readdirSync(folder).sort()).toEqual(
      [
        '.upload-1c7e2d4a-1b2c-4d5e-8f90-123456789abc',
        kept,
        `${kept}.thumb.jpg`,
        'c'.repeat(64),
        'notes.txt',
      ].sort(),
    );
  });

  it('finds nothing to do in a folder not made yet', async () => {
    const missing = new MediaStore(path.join(folder, 'never'));
    expect(await missing.sweep(async () => new Set())).toBe(0);
  });
});
