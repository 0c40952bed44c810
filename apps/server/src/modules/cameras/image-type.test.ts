import { describe, expect, it } from 'vitest';
import { imageTypeOf } from './image-type';

const bytes = (...parts: (number[] | string)[]) =>
  Buffer.concat(
    parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part))),
  );

describe('the type of a still image by its first bytes', () => {
  it('knows nothing of text, markup, SVG, GIF or a file cut short', () => {
    for (const other of [
      bytes('<!doctype html><title>camera</title>'),
      bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      bytes('GIF89a', [1, 0, 1, 0]),
      bytes('RIFF', [0, 0, 0, 0], 'WAVEfmt '),
      bytes([0xff, 0xd8]),
      bytes([0x89], 'PNG'),
      bytes(),
    ]) {
      expect(imageTypeOf(other)).toBeUndefined();
    }
  });

  it('tells JPEG, PNG and WebP', () => {
    expect(imageTypeOf(bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10], 'JFIF'))).toBe('image/jpeg');
    expect(imageTypeOf(bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a], 'IHDR'))).toBe('image/png');
    expect(imageTypeOf(bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '))).toBe('image/webp');
  });
});
