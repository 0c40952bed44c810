/** The part of a file a request's `Range` header asks for: both ends included. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * The single byte range of a `Range` header (`bytes=0-99`, `bytes=100-`, `bytes=-100`) within a
 * file of `size` bytes: undefined for the whole file (no header, another unit, several ranges,
 * which a player does not need, or a header that does not parse), `unsatisfiable` for a range
 * that starts past the end.
 */
export function byteRangeOf(
  header: string | undefined,
  size: number,
): ByteRange | 'unsatisfiable' | undefined {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match) return undefined;
  const [, from = '', to = ''] = match;
  if (from === '' && to === '') return undefined;
  if (from === '') {
    const suffix = Number(to);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(from);
  const end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  if (start >= size) return 'unsatisfiable';
  if (end < start) return undefined;
  return { start, end };
}
