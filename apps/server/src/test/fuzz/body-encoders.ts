import qs from 'qs';
import { Nested } from './bad-values';
import { type FileKind, FilePart } from './file-parts';
import type { ArrayFormat } from './request-plan';

const placeholder = (index: number) => `NESTEDVALUE${index}X`;

/**
 * The value with each nested marker (and file) replaced by a placeholder, and the markers in
 * placeholder order. Markers sit at most two levels down (a field, or a field wrapped once).
 */
function withPlaceholders(input: Record<string, unknown>): {
  value: Record<string, unknown>;
  nested: Nested[];
} {
  const nested: Nested[] = [];
  const replace = (value: unknown, level: number): unknown => {
    if (value instanceof Nested) return placeholder(nested.push(value) - 1);
    if (value instanceof FilePart) return value.toJSON();
    if (level < 2 && Array.isArray(value)) return value.map((item) => replace(item, level + 1));
    if (level < 2 && value !== null && typeof value === 'object') {
      return Object.fromEntries(
        Object.entries(value).map(([key, inner]) => [key, replace(inner, level + 1)]),
      );
    }
    return value;
  };
  return { value: replace(input, 0) as Record<string, unknown>, nested };
}

export function jsonText(input: unknown): string {
  if (input === null || typeof input !== 'object') return JSON.stringify(input);
  const { value, nested } = withPlaceholders(input as Record<string, unknown>);
  return JSON.stringify(value).replace(
    /"NESTEDVALUE(\d+)X"/g,
    (_match, index) => nested[Number(index)]?.json() ?? '',
  );
}

/** Form-urlencoded (and query) text, arrays as the seed's client or others write them. */
export function formText(input: Record<string, unknown>, arrays: ArrayFormat): string {
  const { value, nested } = withPlaceholders(input);
  return qs
    .stringify(value, { arrayFormat: arrays })
    .split('&')
    .map((pair) => {
      const match = pair.endsWith('X') ? /^(.*)=NESTEDVALUE(\d+)X$/.exec(pair) : null;
      const marker = match ? nested[Number(match[2])] : undefined;
      return match && marker ? `${match[1]}${encodeURIComponent(marker.brackets())}=1` : pair;
    })
    .join('&');
}

function partText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value instanceof Nested || (value !== null && typeof value === 'object')) return jsonText(value);
  return String(value ?? '');
}

/** A multipart body as a browser's FormData sends it: files as file parts, lists as `name[]`. */
export function multipartBody(
  input: Record<string, unknown>,
  files: Record<FileKind, Buffer>,
): { payload: Buffer; type: string } {
  const boundary = '----lamplighterfuzz';
  const parts: Buffer[] = [];
  const add = (name: string, value: unknown) => {
    if (value instanceof FilePart) {
      parts.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${value.filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
        ),
        files[value.kind],
        Buffer.from('\r\n'),
      );
    } else {
      parts.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${partText(value)}\r\n`,
        ),
      );
    }
  };
  for (const [name, value] of Object.entries(input)) {
    if (Array.isArray(value)) for (const item of value) add(`${name}[]`, item);
    else add(name, value);
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), type: `multipart/form-data; boundary=${boundary}` };
}
