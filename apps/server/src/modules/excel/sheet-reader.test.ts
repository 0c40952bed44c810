import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../platform/errors';
import { readDeviceRows } from './sheet-reader';

// The reader keeps a sheet stored before the shared strings (as ExcelJS itself writes them) in a
// temporary file under os.tmpdir(): this file's own directory, so that only its files are counted.
let tempDir: string;
let tempDirBefore: string | undefined;

beforeAll(() => {
  tempDirBefore = process.env.TMPDIR;
  tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sheet-reader-'));
  process.env.TMPDIR = tempDir;
});
afterAll(() => {
  if (tempDirBefore === undefined) delete process.env.TMPDIR;
  else process.env.TMPDIR = tempDirBefore;
  fs.rmSync(tempDir, { recursive: true, force: true });
});

const filesLeft = () => fs.readdirSync(tempDir).length;

/** Descriptors of this process open on a file of the temporary directory, removed or not. */
const filesHeldOpen = () =>
  fs.readdirSync('/proc/self/fd').filter((fd) => {
    try {
      return fs.readlinkSync(`/proc/self/fd/${fd}`).startsWith(tempDir);
    } catch {
      return false;
    }
  }).length;

async function workbook(devicesHeader: string[], otherSheets: number): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.addWorksheet('Devices').addRows([devicesHeader, ['D-1', 'Lamp one', 'Mains street lamp', 'P1']]);
  for (let sheet = 1; sheet <= otherSheets; sheet++) {
    book.addWorksheet(`Lists ${sheet}`).addRows(Array.from({ length: 50 }, (_, row) => [`item ${row}`]));
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** The reader removes its last file a moment after it has answered; a file kept is kept for good. */
async function expectAllLetGo() {
  await vi.waitFor(() => {
    expect(filesHeldOpen()).toBe(0);
    expect(filesLeft()).toBe(0);
  });
}

// Read many times: whether the reader's unzipper ran ahead of it and dropped entries depends on
// the moment, one read in thirty or so when it did.
const reads = 60;

const templateHeader = ['devicecode', 'devicename', 'devicetype', 'projectid'];

describe('reading the device sheet of a workbook whose sheets come before its shared strings', () => {
  it('answers the first sheet’s rows every time and lets go of every temporary file, the other sheets too', async () => {
    const file = await workbook(templateHeader, 2);
    for (let read = 0; read < reads; read++) {
      const rows = await readDeviceRows(file);
      expect(rows).toEqual([
        {
          row: 2,
          cells: {
            devicecode: 'D-1',
            devicename: 'Lamp one',
            devicetype: 'Mains street lamp',
            projectid: 'P1',
          },
        },
      ]);
    }
    await expectAllLetGo();
  });

  it('refuses a first sheet without the template’s columns and still lets go of every temporary file', async () => {
    const file = await workbook(['devicecode', 'devicename'], 2);
    for (let read = 0; read < reads; read++) {
      const refusal = await readDeviceRows(file).catch((error: unknown) => error);
      expect(refusal).toBeInstanceOf(ApiError);
      expect((refusal as ApiError).message).toContain('devicetype, projectid');
    }
    await expectAllLetGo();
  });
});
