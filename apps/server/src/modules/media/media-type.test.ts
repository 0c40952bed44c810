import { describe, expect, it } from 'vitest';
import { mediaTypeOf } from './media-type';

const bytes = (...parts: (string | number[])[]) =>
  Buffer.concat(
    parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part))),
  );
const padded = (head: Buffer) => Buffer.concat([head, Buffer.alloc(64 - head.length)]);

describe('a media file’s type, told by its first bytes', () => {
  it('knows the images the screens show', () => {
    expect(mediaTypeOf(padded(bytes([0xff, 0xd8, 0xff, 0xe0])))).toMatchObject({
      kind: 'image',
      format: 'jpeg',
    });
    expect(mediaTypeOf(padded(bytes('\x89PNG\r\n\x1a\n')))).toMatchObject({
      format: 'png',
      contentType: 'image/png',
    });
    expect(mediaTypeOf(padded(bytes('GIF89a')))).toMatchObject({ format: 'gif' });
    expect(mediaTypeOf(padded(bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 ')))).toMatchObject({ format: 'webp' });
  });

  it('tells a video from a sound in the same containers', () => {
    expect(mediaTypeOf(padded(bytes([0, 0, 0, 0x20], 'ftypisom')))).toMatchObject({
      kind: 'video',
      format: 'mp4',
    });
    expect(mediaTypeOf(padded(bytes([0, 0, 0, 0x20], 'ftypM4A ')))).toMatchObject({
      kind: 'audio',
      format: 'm4a',
    });
    expect(
      mediaTypeOf(padded(bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x84], 'webm'))),
    ).toMatchObject({
      kind: 'video',
      format: 'webm',
    });
    expect(mediaTypeOf(padded(bytes('RIFF', [1, 2, 3, 4], 'WAVEfmt ')))).toMatchObject({
      kind: 'audio',
      format: 'wav',
    });
    expect(mediaTypeOf(padded(bytes('OggS')))).toMatchObject({ kind: 'audio', format: 'ogg' });
  });

  it('reads MPEG audio frames: Layer III is MP3, ADTS is AAC; an ID3 tag starts an MP3', () => {
    expect(mediaTypeOf(padded(bytes([0xff, 0xfb, 0x90, 0x64])))).toMatchObject({ format: 'mp3' });
    expect(mediaTypeOf(padded(bytes('ID3', [4, 0, 0])))).toMatchObject({ format: 'mp3' });
    expect(mediaTypeOf(padded(bytes([0xff, 0xf1, 0x50, 0x80])))).toMatchObject({
      format: 'aac',
      contentType: 'audio/aac',
    });
  });

  it('refuses what the screens cannot play, whatever it is called', () => {
    for (const head of [
      bytes('<svg xmlns="http://www.w3.org/2000/svg">'),
      bytes('%PDF-1.7'),
      bytes([0, 0, 0, 0x14], 'ftypqt  '),
      bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x88], 'matroska'),
      bytes('MZ'),
      bytes([0xff, 0xfd, 0x00, 0x00]),
    ]) {
      expect(mediaTypeOf(padded(head))).toBeUndefined();
    }
    expect(mediaTypeOf(Buffer.from([0xff, 0xd8]))).toBeUndefined();
  });
});
