import type { Fill, Worksheet } from 'exceljs';

/** A solid cell fill of an ARGB colour. */
export function solidFill(argb: string): Fill {
  return { type: 'pattern', pattern: 'solid', fgColor: { argb } };
}

const WIDE = new Set(['devicename', 'projectid', 'groupid', 'remark', 'manufacturerid', 'devicetype']);

/** A width that fits the header (CJK characters count double) and the column's usual content. */
export function columnWidth(label: string, key: string): number {
  const header = [...label].reduce((sum, char) => sum + (char.charCodeAt(0) > 0x2e80 ? 2 : 1), 0);
  return Math.min(40, Math.max(header + 4, WIDE.has(key) ? 22 : 14));
}

/** The header row: bold on a light grey band. */
export function styleHeader(sheet: Worksheet): void {
  const header = sheet.getRow(1);
  header.font = { bold: true };
  header.alignment = { vertical: 'middle' };
  header.height = 20;
  header.eachCell((cell) => {
    cell.fill = solidFill('FFE8EEF4');
  });
}
