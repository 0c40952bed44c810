import { readdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

const SEGMENT_FILE = /^segment-(\d+)\.m2t$/;
const SNAPSHOT_FILE = 'snapshot.jpg';

/**
 * The folder of the shipped loop, found through the package itself: the same from the sources and
 * from a bundle that took the sources in (the platform's server), wherever that bundle lies.
 */
export function cameraLoopDir(): string {
  const manifest = createRequire(import.meta.url).resolve('@lamplighter/simulator/package.json');
  return path.join(path.dirname(manifest), 'assets', 'camera-loop');
}

/** The loop's MPEG-TS segments in order, read whole: about 160 kB that every camera shares. */
export async function readCameraLoop(): Promise<Buffer[]> {
  const dir = cameraLoopDir();
  const numbered = (await readdir(dir))
    .map((name) => ({ name, number: Number(SEGMENT_FILE.exec(name)?.[1] ?? Number.NaN) }))
    .filter((file) => Number.isInteger(file.number))
    .sort((a, b) => a.number - b.number);
  if (numbered.length === 0) throw new Error(`no camera loop segments in ${dir}`);
  return Promise.all(numbered.map((file) => readFile(path.join(dir, file.name))));
}

/** The still image of the loop (a JPEG of one of its frames, a few kB) every camera gives as its snapshot. */
export function readCameraSnapshot(): Promise<Buffer> {
  return readFile(path.join(cameraLoopDir(), SNAPSHOT_FILE));
}
