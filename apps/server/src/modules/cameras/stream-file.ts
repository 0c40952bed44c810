import type { Readable } from 'node:stream';

/** A file of a camera's stream as the platform answers it. */
export type StreamFile =
  | { kind: 'playlist'; text: string }
  | { kind: 'segment'; body: Readable; contentType: string; length?: number | undefined };

/** Whether a file of a stream is a playlist (the rest are segments or init sections). */
export const isPlaylist = (file: string) => file.endsWith('.m3u8');

/** The content type of a segment by its name. */
export function segmentType(file: string): string {
  if (file.endsWith('.ts')) return 'video/mp2t';
  if (file.endsWith('.m4s') || file.endsWith('.mp4')) return 'video/mp4';
  if (file.endsWith('.aac')) return 'audio/aac';
  return 'application/octet-stream';
}
