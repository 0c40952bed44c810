import { existsSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { patternFont } from './pattern-command';
import { PatternEncoders, type PatternEncodersOptions } from './pattern-encoders';

const IDLE_MS = 30_000;
let clock = Date.parse('2026-11-26T20:00:00Z');
const made: PatternEncoders[] = [];

function encoders(options: Partial<PatternEncodersOptions> = {}): PatternEncoders {
  const own = new PatternEncoders({
    ffmpegPath: 'ffmpeg',
    font: patternFont(),
    max: 1,
    idleMs: IDLE_MS,
    now: () => clock,
    ...options,
  });
  made.push(own);
  return own;
}

afterEach(async () => {
  await Promise.all(made.splice(0).map((own) => own.close()));
});

/** Whether a process of this machine still runs (signal 0 only asks). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe("the cameras' live test patterns", () => {
  it('start with the first playlist asked for, at most `max` at once, and stop once nobody has asked for the camera for the idle time', async () => {
    const patterns = encoders({ max: 1 });
    const playlist = (await patterns.playlist('C-1')) ?? '';
    expect(playlist).toContain('#EXTM3U');
    expect(playlist).not.toContain('#EXT-X-ENDLIST');
    const encoder = patterns.encoderOf('C-1');
    if (!encoder) throw new Error('no encoder for C-1');
    expect(alive(encoder.pid)).toBe(true);
    expect(existsSync(encoder.dir)).toBe(true);
    // Beyond the limit a camera plays the loop.
    expect(await patterns.playlist('C-2')).toBeUndefined();
    expect(await patterns.segment('C-2', 'seg7.ts')).toBe('loop');
    expect(patterns.running()).toEqual(['C-1']);

    // A segment asked for counts as a request too.
    clock += IDLE_MS - 1_000;
    await patterns.stopIdle();
    const segment = playlist.split('\n').find((line) => /^seg\d+\.ts$/.test(line)) ?? '';
    const file = await patterns.segment('C-1', segment);
    expect(file !== 'loop' && file !== 'missing' && file.body[0]).toBe(0x47);
    expect(await patterns.segment('C-1', 'seg1.ts')).toBe('missing');
    clock += IDLE_MS - 1_000;
    await patterns.stopIdle();
    expect(patterns.running()).toEqual(['C-1']);
    expect(await patterns.playlist('C-2')).toBeUndefined();

    clock += 2_000;
    await patterns.stopIdle();
    expect(patterns.running()).toEqual([]);
    expect(alive(encoder.pid)).toBe(false);
    expect(existsSync(encoder.dir)).toBe(false);
    // Not watched, a camera's segments are the loop's.
    expect(await patterns.segment('C-1', segment)).toBe('loop');
    // Room made while C-2 is watched: it stays on the loop, so that its player sees one stream.
    expect(await patterns.playlist('C-2')).toBeUndefined();
  });

  it('play the loop, and say why, when ffmpeg cannot start', async () => {
    const problems: string[] = [];
    const patterns = encoders({
      ffmpegPath: '/nonexistent/ffmpeg',
      onProblem: (code, problem) => problems.push(`${code}: ${problem}`),
    });
    expect(await patterns.playlist('C-1')).toBeUndefined();
    expect(patterns.running()).toEqual([]);
    expect(problems).toEqual([expect.stringMatching(/^C-1: the test pattern did not start \(.*ENOENT/)]);
  });

  it('stop every ffmpeg and remove its folder once closed, and play the loop afterwards', async () => {
    const patterns = encoders();
    expect(await patterns.playlist('C-1')).toContain('#EXTM3U');
    const encoder = patterns.encoderOf('C-1');
    if (!encoder) throw new Error('no encoder for C-1');
    await patterns.close();
    expect(alive(encoder.pid)).toBe(false);
    expect(existsSync(encoder.dir)).toBe(false);
    expect(await patterns.playlist('C-1')).toBeUndefined();
  });
});
