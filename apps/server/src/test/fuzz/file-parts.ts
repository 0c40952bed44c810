import { TEMPLATE_MAX_BYTES } from '@lamplighter/contract';
import fc from 'fast-check';
import { deviceWorkbook } from '../excel-fixture';

export const fileKinds = ['png', 'xlsx', 'empty-zip', 'garbage', 'empty', 'over-limit'] as const;
export type FileKind = (typeof fileKinds)[number];

/** A file part of a multipart body, by kind; its bytes are looked up when the request is built. */
export class FilePart {
  constructor(
    readonly kind: FileKind,
    readonly filename: string,
  ) {}
  toJSON(): string {
    return `file:${this.kind}`;
  }
  [fc.toStringMethod](): string {
    return `file ${this.kind} named ${JSON.stringify(this.filename)}`;
  }
}

export const filePart: fc.Arbitrary<FilePart> = fc
  .tuple(
    fc.constantFrom(...fileKinds),
    fc.constantFrom(
      'face.png',
      'devices.xlsx',
      'devices.xls',
      'a',
      '../../etc/passwd',
      'a\u0000.png',
      '灯.xlsx',
      '',
    ),
  )
  .map(([kind, filename]) => new FilePart(kind, filename));

const onePixelPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** The bytes of each kind of file; made once, the workbook by the same library the import reads with. */
export async function fileContents(): Promise<Record<FileKind, Buffer>> {
  return {
    png: onePixelPng,
    xlsx: await deviceWorkbook([{ devicecode: 'FUZZ-1', devicename: 'Fuzz lamp', devicetype: 1 }]),
    'empty-zip': Buffer.from([0x50, 0x4b, 0x05, 0x06, ...new Array(18).fill(0)]),
    garbage: Buffer.from([0x00, 0xff, 0x50, 0x4b, 0x03, 0x04, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a]),
    empty: Buffer.alloc(0),
    'over-limit': Buffer.alloc(TEMPLATE_MAX_BYTES + 1, 0x41),
  };
}
