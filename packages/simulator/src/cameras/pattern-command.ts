import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { SEGMENT_SECONDS } from './live-window';

/** What the ffmpeg found here can make: nothing (it does not answer), or the pattern with or without text. */
export type PatternTools = { drawtext: boolean } | undefined;

/** The playlist an encoder writes into its folder, beside its `seg<N>.ts`. */
export const PATTERN_PLAYLIST = 'index.m3u8';

const SIZE = '640x360';
const FRAMES_PER_SECOND = 15;

/**
 * Fonts the clock may be drawn in, the first found: Debian's fonts-dejavu-core (which ffmpeg's
 * own packages pull in), then fonts-liberation. A monospaced face keeps the clock from jittering.
 */
export const PATTERN_FONTS = [
  '/usr/share/fonts/truetype/dejavu/DejaVuSansMono-Bold.ttf',
  '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf',
  '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
  '/usr/share/fonts/truetype/liberation/LiberationMono-Bold.ttf',
  '/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf',
];

/**
 * Asks ffmpeg once which filters it has: its answer tells both that it runs and whether it can draw
 * text (drawtext needs a build with FreeType, which Debian's has).
 */
export function probeFfmpeg(ffmpegPath: string): Promise<PatternTools> {
  return new Promise((resolve) => {
    const probe = spawn(ffmpegPath, ['-hide_banner', '-filters'], { stdio: ['ignore', 'pipe', 'ignore'] });
    let listed = '';
    probe.stdout.on('data', (chunk: Buffer) => {
      listed += chunk.toString('utf8');
    });
    probe.on('error', () => resolve(undefined));
    probe.on('close', (code) => resolve(code === 0 ? { drawtext: /\sdrawtext\s/.test(listed) } : undefined));
  });
}

/** The first of `fonts` that exists here. */
export function patternFont(fonts: readonly string[] = PATTERN_FONTS): string | undefined {
  return fonts.find((font) => existsSync(font));
}

export interface PatternCommand {
  /** The folder the playlist and segments are written to. */
  dir: string;
  /** The camera's number, drawn on the picture. */
  code: string;
  /** The font to draw text in; without one the pattern has no text. */
  font: string | undefined;
  /** The number of the first segment (and the playlist's first media sequence). */
  startNumber: number;
}

/**
 * ffmpeg's arguments for a camera's live test pattern: lavfi's testsrc2 at the pace of the wall
 * clock (`-re`, or it would be made as fast as the processor allows), the camera's number and the
 * local time drawn on it, H.264 made as cheaply as x264 can (ultrafast, zerolatency, baseline, a
 * low bit rate) with a key frame at the start of every segment, cut into a live HLS window of
 * 2 s segments that ffmpeg itself keeps short (old segments deleted, each file renamed into place
 * once whole, so a file found is a file complete).
 */
export function patternArgs(command: PatternCommand): string[] {
  const keyframes = String(FRAMES_PER_SECOND * SEGMENT_SECONDS);
  const text = command.font ? ['-vf', drawnText(command.font, command.code)] : [];
  return [
    ...['-hide_banner', '-loglevel', 'error', '-nostdin'],
    ...['-re', '-f', 'lavfi', '-i', `testsrc2=size=${SIZE}:rate=${FRAMES_PER_SECOND}`],
    ...text,
    ...['-an', '-c:v', 'libx264', '-preset', 'ultrafast', '-tune', 'zerolatency'],
    ...['-profile:v', 'baseline', '-pix_fmt', 'yuv420p'],
    ...['-b:v', '300k', '-maxrate', '300k', '-bufsize', '600k'],
    ...['-g', keyframes, '-keyint_min', keyframes, '-sc_threshold', '0'],
    ...['-f', 'hls', '-hls_time', String(SEGMENT_SECONDS), '-hls_list_size', '6'],
    ...['-hls_flags', 'delete_segments+omit_endlist+temp_file'],
    ...['-start_number', String(command.startNumber)],
    ...[
      '-hls_segment_filename',
      path.join(command.dir, 'seg%d.ts'),
      path.join(command.dir, PATTERN_PLAYLIST),
    ],
  ];
}

/** Two lines of white text on a dark band: the camera's number at the top, the date and time at the bottom. */
function drawnText(font: string, code: string): string {
  const style = `fontfile=${filterValue(font)}:fontsize=24:fontcolor=white:box=1:boxcolor=black@0.6:boxborderw=8`;
  // The number is drawn as it is (no expansion), the clock by drawtext's own localtime function.
  const number = `drawtext=${style}:expansion=none:x=16:y=32:text=${filterValue(code)}`;
  const clock = `drawtext=${style}:x=16:y=h-th-16:text=${filterValue('%{localtime:%Y-%m-%d %T}')}`;
  return `${number},${clock}`;
}

/**
 * A value as a filter option takes it, whatever characters it holds (a camera number, a path):
 * escaped once for the option list (`:` ends an option) and once more for the filter graph (`,`
 * `;` `[` `]` end a filter), as ffmpeg's filter documentation describes.
 */
export function filterValue(value: string): string {
  return value.replace(/[\\':]/g, '\\$&').replace(/[\\'[\],;]/g, '\\$&');
}
