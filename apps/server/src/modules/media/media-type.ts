import type { MediaFormat, MediaKind } from '@lamplighter/contract';

export interface MediaType {
  kind: MediaKind;
  format: MediaFormat;
  contentType: string;
}

/** Bytes enough to tell every format taken (a WebM's doctype is within its first few dozen). */
export const MEDIA_HEAD_BYTES = 64;

const text = (head: Buffer, from: number, to: number) => head.toString('latin1', from, to);
const image = (format: MediaFormat, contentType: string): MediaType => ({
  kind: 'image',
  format,
  contentType,
});
const video = (format: MediaFormat, contentType: string): MediaType => ({
  kind: 'video',
  format,
  contentType,
});
const audio = (format: MediaFormat, contentType: string): MediaType => ({
  kind: 'audio',
  format,
  contentType,
});

/** ISO media (MP4): the brand of its `ftyp` box says a sound (M4A, M4B) or a video; QuickTime is neither. */
function isoMedia(head: Buffer): MediaType | undefined {
  const brand = text(head, 8, 12);
  if (brand === 'M4A ' || brand === 'M4B ') return audio('m4a', 'audio/mp4');
  if (brand === 'qt  ') return undefined;
  return video('mp4', 'video/mp4');
}

/** An MPEG audio frame's first two bytes: Layer III is MP3, the layer ADTS writes as 0 is AAC. */
function mpegAudio(head: Buffer): MediaType | undefined {
  const [first = 0, second = 0] = head;
  if (first !== 0xff || (second & 0xe0) !== 0xe0) return undefined;
  const layer = (second >> 1) & 0b11;
  if (layer === 0b01) return audio('mp3', 'audio/mpeg');
  if (layer === 0b00 && (second & 0x10) !== 0) return audio('aac', 'audio/aac');
  return undefined;
}

/**
 * What a file is by its first bytes (MEDIA_HEAD_BYTES of them, or all of a shorter file), whatever
 * its name says: the formats the screens and terminals play, else undefined.
 */
export function mediaTypeOf(head: Buffer): MediaType | undefined {
  if (head.length < 4) return undefined;
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return image('jpeg', 'image/jpeg');
  if (text(head, 0, 8) === '\x89PNG\r\n\x1a\n') return image('png', 'image/png');
  if (text(head, 0, 6) === 'GIF87a' || text(head, 0, 6) === 'GIF89a') return image('gif', 'image/gif');
  if (text(head, 0, 4) === 'RIFF' && text(head, 8, 12) === 'WEBP') return image('webp', 'image/webp');
  if (text(head, 0, 4) === 'RIFF' && text(head, 8, 12) === 'WAVE') return audio('wav', 'audio/wav');
  if (text(head, 4, 8) === 'ftyp') return isoMedia(head);
  if (head.readUInt32BE(0) === 0x1a45dfa3)
    return text(head, 0, head.length).includes('webm') ? video('webm', 'video/webm') : undefined;
  if (text(head, 0, 4) === 'OggS') return audio('ogg', 'audio/ogg');
  if (text(head, 0, 3) === 'ID3') return audio('mp3', 'audio/mpeg');
  return mpegAudio(head);
}
