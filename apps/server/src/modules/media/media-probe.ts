import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { promisify } from 'node:util';
import type { FastifyBaseLogger } from 'fastify';
import sharp from 'sharp';
import type { MediaType } from './media-type';

const run = promisify(execFile);

/** What is read of a file once it is in the library. */
export interface MediaFacts {
  width: number | null;
  height: number | null;
  durationMs: number | null;
  /** The codec of a video's picture as ffprobe names it (`h264`, `vp9`…), when it could be read. */
  videoCodec: string | null;
  /** Whether a thumbnail was written. */
  thumbnail: boolean;
}

const THUMBNAIL_PX = 240;
/** ffprobe and ffmpeg are stopped past this: a file that takes longer is kept without the facts. */
const TOOL_TIMEOUT_MS = 20_000;
const NOTHING: MediaFacts = {
  width: null,
  height: null,
  durationMs: null,
  videoCodec: null,
  thumbnail: false,
};

interface ProbedStream {
  codec_type?: string;
  codec_name?: string;
  width?: number;
  height?: number;
}

/**
 * Reads a media file's size in pixels and its length, and writes its thumbnail: an image by the
 * image library, a video and a sound by ffprobe, and a video's thumbnail by a frame of ffmpeg's.
 * Without ffprobe or ffmpeg (or with a file they cannot read) the file is kept all the same, with
 * what could be read; why is logged.
 */
export class MediaProbe {
  constructor(
    private readonly tools: { ffprobePath: string; ffmpegPath: string },
    private readonly log: FastifyBaseLogger,
  ) {}

  async facts(file: string, type: MediaType, thumbnailFile: string): Promise<MediaFacts> {
    if (type.kind === 'image') return this.image(file, thumbnailFile);
    const probed = await this.probe(file);
    if (type.kind === 'audio' || !probed.width) return { ...probed, thumbnail: false };
    return { ...probed, thumbnail: await this.frame(file, thumbnailFile, probed.durationMs) };
  }

  private async image(file: string, thumbnailFile: string): Promise<MediaFacts> {
    try {
      const image = sharp(file, { limitInputPixels: 100_000_000 });
      const { width, height } = await image.metadata();
      await image
        .rotate()
        .resize(THUMBNAIL_PX, THUMBNAIL_PX, { fit: 'inside', withoutEnlargement: true })
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: 75 })
        .toFile(thumbnailFile);
      return {
        width: width ?? null,
        height: height ?? null,
        durationMs: null,
        videoCodec: null,
        thumbnail: true,
      };
    } catch (error) {
      this.log.warn({ reason: (error as Error).message }, 'media: an image could not be read');
      return NOTHING;
    }
  }

  private async probe(file: string): Promise<Omit<MediaFacts, 'thumbnail'>> {
    try {
      const { stdout } = await run(
        this.tools.ffprobePath,
        [
          '-v',
          'error',
          '-print_format',
          'json',
          '-show_entries',
          'format=duration:stream=codec_type,codec_name,width,height',
          file,
        ],
        { timeout: TOOL_TIMEOUT_MS, maxBuffer: 1_048_576 },
      );
      const found = JSON.parse(stdout) as { format?: { duration?: string }; streams?: ProbedStream[] };
      const video = found.streams?.find((stream) => stream.codec_type === 'video');
      const seconds = Number(found.format?.duration);
      return {
        width: video?.width ?? null,
        height: video?.height ?? null,
        durationMs: Number.isFinite(seconds) ? Math.round(seconds * 1000) : null,
        videoCodec: video?.codec_name ?? null,
      };
    } catch (error) {
      this.log.warn(
        { reason: (error as Error).message.split('\n')[0] },
        'media: ffprobe could not read a file',
      );
      return { width: null, height: null, durationMs: null, videoCodec: null };
    }
  }

  /** A frame a second in (the very first of a shorter video) as a small JPEG. */
  private async frame(file: string, thumbnailFile: string, durationMs: number | null): Promise<boolean> {
    const at = durationMs !== null && durationMs > 2000 ? '1' : '0';
    try {
      await run(
        this.tools.ffmpegPath,
        [
          ...['-hide_banner', '-loglevel', 'error', '-nostdin', '-y', '-ss', at, '-i', file],
          ...[
            '-frames:v',
            '1',
            '-vf',
            `scale='min(${THUMBNAIL_PX},iw)':-2`,
            '-q:v',
            '5',
            '-f',
            'image2',
            thumbnailFile,
          ],
        ],
        { timeout: TOOL_TIMEOUT_MS, maxBuffer: 1_048_576 },
      );
      // Past the last frame ffmpeg ends without an error and without a picture.
      return (await fs.promises.stat(thumbnailFile)).size > 0;
    } catch (error) {
      this.log.warn(
        { reason: (error as Error).message.split('\n')[0] },
        'media: no frame of a video for its thumbnail',
      );
      return false;
    }
  }
}
