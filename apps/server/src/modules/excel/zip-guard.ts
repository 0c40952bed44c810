import { promisify } from 'node:util';
import { inflateRaw } from 'node:zlib';

const inflate = promisify(inflateRaw);

/** What a workbook may unpack to: far above a 20,000-row sheet (about 20 MB), far below harm. */
export const ZIP_LIMITS = { entries: 2_000, unpackedBytes: 100 * 1024 * 1024 };

/** Why a zip is refused: too much inside it, or not a zip that can be read. */
export class ZipRefusal extends Error {
  constructor(readonly reason: 'bomb' | 'unreadable') {
    super(reason);
  }
}

interface Entry {
  name: Buffer;
  method: number;
  crc: number;
  compressed: Buffer;
  size: number;
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

function endOfCentralDirectory(zip: Buffer): number {
  for (let at = zip.length - 22; at >= Math.max(0, zip.length - 22 - 0xffff); at -= 1) {
    if (zip.readUInt32LE(at) === EOCD) return at;
  }
  throw new ZipRefusal('unreadable');
}

/**
 * Reads the central directory: entry count and declared sizes are checked before anything is
 * unpacked. Zip64 markers only appear past 65,535 entries or 4 GB, so they mean a bomb here.
 */
function centralEntries(zip: Buffer): Entry[] {
  const end = endOfCentralDirectory(zip);
  const count = zip.readUInt16LE(end + 10);
  const offset = zip.readUInt32LE(end + 16);
  if (count === 0xffff || offset === 0xffffffff) throw new ZipRefusal('bomb');
  if (count > ZIP_LIMITS.entries) throw new ZipRefusal('bomb');
  const entries: Entry[] = [];
  let at = offset;
  let declared = 0;
  for (let index = 0; index < count; index += 1) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== CENTRAL) throw new ZipRefusal('unreadable');
    const flags = zip.readUInt16LE(at + 8);
    const method = zip.readUInt16LE(at + 10);
    const crc = zip.readUInt32LE(at + 16);
    const compressedSize = zip.readUInt32LE(at + 20);
    const size = zip.readUInt32LE(at + 24);
    const nameLength = zip.readUInt16LE(at + 28);
    const skip = nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    const local = zip.readUInt32LE(at + 42);
    if (size === 0xffffffff || compressedSize === 0xffffffff) throw new ZipRefusal('bomb');
    declared += size;
    if (declared > ZIP_LIMITS.unpackedBytes) throw new ZipRefusal('bomb');
    if (flags & 1 || (method !== 0 && method !== 8)) throw new ZipRefusal('unreadable');
    const name = zip.subarray(at + 46, at + 46 + nameLength);
    entries.push({ name, method, crc, size, compressed: localData(zip, local, compressedSize) });
    at += 46 + skip;
  }
  return entries;
}

function localData(zip: Buffer, at: number, length: number): Buffer {
  if (at + 30 > zip.length || zip.readUInt32LE(at) !== LOCAL) throw new ZipRefusal('unreadable');
  const start = at + 30 + zip.readUInt16LE(at + 26) + zip.readUInt16LE(at + 28);
  if (start + length > zip.length) throw new ZipRefusal('unreadable');
  return zip.subarray(start, start + length);
}

/** Unpacks each entry with its declared size as the ceiling: a directory that lies is caught here. */
async function assertTruthful(entry: Entry): Promise<void> {
  if (entry.method === 0) {
    if (entry.compressed.length !== entry.size) throw new ZipRefusal('unreadable');
    return;
  }
  let unpacked: Buffer;
  try {
    unpacked = await inflate(entry.compressed, { maxOutputLength: Math.max(1, entry.size) });
  } catch (error) {
    const tooLong = (error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE';
    throw new ZipRefusal(tooLong || error instanceof RangeError ? 'bomb' : 'unreadable');
  }
  if (unpacked.length !== entry.size) throw new ZipRefusal('unreadable');
}

function header(signature: number, length: number): Buffer {
  const block = Buffer.alloc(length);
  block.writeUInt32LE(signature, 0);
  return block;
}

/**
 * The same entries written anew: local headers without data descriptors, a central directory and
 * its end. Whatever reads it next (exceljs streams through the local headers) sees exactly the
 * entries that were checked, not files hidden between them.
 */
function rebuild(entries: Entry[]): Buffer {
  const parts: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const local = header(LOCAL, 30);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(entry.method, 8);
    local.writeUInt32LE(entry.crc, 14);
    local.writeUInt32LE(entry.compressed.length, 18);
    local.writeUInt32LE(entry.size, 22);
    local.writeUInt16LE(entry.name.length, 26);
    const record = header(CENTRAL, 46);
    record.writeUInt16LE(20, 4);
    record.writeUInt16LE(20, 6);
    record.writeUInt16LE(entry.method, 10);
    record.writeUInt32LE(entry.crc, 16);
    record.writeUInt32LE(entry.compressed.length, 20);
    record.writeUInt32LE(entry.size, 24);
    record.writeUInt16LE(entry.name.length, 28);
    record.writeUInt32LE(offset, 42);
    parts.push(local, entry.name, entry.compressed);
    central.push(record, entry.name);
    offset += 30 + entry.name.length + entry.compressed.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(EOCD, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, directory, end]);
}

/**
 * Checks a zip before any library unpacks it: at most 2,000 entries and 100 MB unpacked, by the
 * central directory and by unpacking each entry against its declared size. Answers the zip
 * rebuilt from the checked entries only.
 */
export async function guardZip(zip: Buffer): Promise<Buffer> {
  if (zip.length < 22) throw new ZipRefusal('unreadable');
  const entries = centralEntries(zip);
  for (const entry of entries) await assertTruthful(entry);
  return rebuild(entries);
}
