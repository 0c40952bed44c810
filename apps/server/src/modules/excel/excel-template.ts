import {
  type DeviceColumnKey,
  deviceSheetColumns,
  IMPORT_MAX_ROWS,
  type Language,
} from '@lamplighter/contract';
import ExcelJS, { type DataValidation, type Worksheet } from 'exceljs';
import { inertText } from './cell-text';
import { columnWidth, styleHeader } from './sheet-style';
import { hintOf, templateWord } from './template-hints';

/** The names the template offers in its drop-down lists. */
export interface TemplateLists {
  types: string[];
  projects: string[];
  groups: string[];
  communication: string[];
  manufacturers: string[];
}

const LIST_COLUMNS: Partial<Record<DeviceColumnKey, keyof TemplateLists>> = {
  devicetype: 'types',
  projectid: 'projects',
  groupid: 'groups',
  communicationtype: 'communication',
  manufacturerid: 'manufacturers',
};

const FLAGS: DataValidation = { type: 'list', allowBlank: true, formulae: ['"0,1"'], showErrorMessage: true };
const DAY: DataValidation = {
  type: 'date',
  operator: 'greaterThan',
  allowBlank: true,
  formulae: [new Date(Date.UTC(1900, 0, 1))],
  showErrorMessage: true,
};
const decimal = (min: number, max: number): DataValidation => ({
  type: 'decimal',
  operator: 'between',
  allowBlank: true,
  formulae: [min, max],
  showErrorMessage: true,
});

const FIXED: Partial<Record<DeviceColumnKey, DataValidation>> = {
  isnbiot: FLAGS,
  isbms: FLAGS,
  isgridcomplementary: FLAGS,
  packageexpire: DAY,
  simstart: DAY,
  simend: DAY,
  installdate: DAY,
  longitude: decimal(-180, 180),
  latitude: decimal(-90, 90),
  lamppower: decimal(0, 100_000),
};

function headerRow(sheet: Worksheet, lang: Language): void {
  sheet.columns = deviceSheetColumns.map((column) => ({
    header: column[lang],
    key: column.key,
    width: columnWidth(column[lang], column.key),
    ...(FIXED[column.key]?.type === 'date' ? { style: { numFmt: 'yyyy-mm-dd' } } : {}),
  }));
  styleHeader(sheet);
  deviceSheetColumns.forEach((column, at) => {
    const cell = sheet.getRow(1).getCell(at + 1);
    cell.note = `${column.key}: ${hintOf(column.key, lang)}`;
    if (column.required) cell.font = { ...cell.font, color: { argb: 'FFC0392B' } };
  });
}

/** Validations on every data row the import takes: drop-downs (suggestions) and hard limits. */
function validations(sheet: Worksheet, listRanges: Partial<Record<DeviceColumnKey, string>>): void {
  const model = (sheet as unknown as { dataValidations: { add(range: string, rule: DataValidation): void } })
    .dataValidations;
  deviceSheetColumns.forEach((column, at) => {
    const letter = sheet.getColumn(at + 1).letter;
    const range = `${letter}2:${letter}${IMPORT_MAX_ROWS + 1}`;
    const list = listRanges[column.key];
    // A list is a suggestion: an id or a name typed by hand stays allowed.
    if (list) model.add(range, { type: 'list', allowBlank: true, formulae: [list], showErrorMessage: false });
    const fixed = FIXED[column.key];
    if (fixed) model.add(range, fixed);
  });
}

function listSheet(workbook: ExcelJS.Workbook, lists: TemplateLists, lang: Language) {
  const sheet = workbook.addWorksheet(templateWord('lists', lang), { state: 'hidden' });
  const ranges: Partial<Record<DeviceColumnKey, string>> = {};
  Object.entries(LIST_COLUMNS).forEach(([key, list], at) => {
    const names = lists[list];
    const column = sheet.getColumn(at + 1);
    names.forEach((name, row) => {
      sheet.getCell(row + 1, at + 1).value = inertText(name);
    });
    if (names.length > 0)
      ranges[key as DeviceColumnKey] =
        `'${sheet.name}'!$${column.letter}$1:$${column.letter}$${names.length}`;
  });
  return ranges;
}

function exampleSheet(workbook: ExcelJS.Workbook, lists: TemplateLists, lang: Language): void {
  const sheet = workbook.addWorksheet(templateWord('example', lang));
  headerRow(sheet, lang);
  sheet.addRow({
    devicecode: 'SL-0001',
    devicename: templateWord('exampleName', lang),
    devicetype: lists.types[0] ?? 1,
    projectid: inertText(lists.projects[0] ?? templateWord('exampleProject', lang)),
    isnbiot: 0,
    isbms: 0,
    isgridcomplementary: 0,
    packageexpire: new Date(Date.UTC(2027, 11, 31)),
    longitude: 116.397,
    latitude: 39.909,
    lamppower: 60,
    remark: templateWord('exampleRemark', lang),
  });
}

/**
 * The device import template: the Devices sheet with the header in the language asked (each
 * header cell holds a note with its key and rule; the import reads a header by key or by label in
 * either language), drop-down lists of type, project, group, communication type and manufacturer
 * names from a hidden sheet, date, 0/1 and coordinate validations, a frozen header; an Example
 * sheet with one filled row.
 */
export async function buildTemplate(lists: TemplateLists, lang: Language): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Lamplighter';
  const devices = workbook.addWorksheet(templateWord('devices', lang), {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  headerRow(devices, lang);
  exampleSheet(workbook, lists, lang);
  validations(devices, listSheet(workbook, lists, lang));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
