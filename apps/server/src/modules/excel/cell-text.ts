import type { CellValue } from 'exceljs';

/** Text a spreadsheet would run as a formula, or treat as one when the file travels on as CSV. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * Text for a cell of an exported file: a value that begins like a formula gets a leading quote
 * (the OWASP advice for spreadsheets). Such cells are written as text cells anyway; the quote
 * keeps them inert when the sheet is saved as CSV or retyped. The import takes the quote off.
 */
export function inertText(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** The inverse of `inertText`, for a file that comes back. */
function withoutQuote(text: string): string {
  return text.startsWith("'") && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text;
}

function isoDay(date: Date): string {
  return Number.isNaN(date.getTime()) ? '' : date.toISOString().slice(0, 10);
}

/**
 * What a person typed in a cell, as text: rich text joined, a formula's last result, a link's
 * text, a date as `YYYY-MM-DD`, an error value as written (`#N/A`), so that the row check names it.
 */
export function cellText(value: CellValue | undefined): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return isoDay(value);
  if (typeof value === 'string') return withoutQuote(value.trim());
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if ('richText' in value)
    return withoutQuote(
      value.richText
        .map((part) => part.text)
        .join('')
        .trim(),
    );
  if ('error' in value) return String(value.error);
  if ('formula' in value || 'sharedFormula' in value) {
    const result = (value as { result?: CellValue }).result;
    return typeof result === 'object' && result !== null && 'error' in result
      ? String(result.error)
      : cellText(result);
  }
  if ('text' in value) return cellText(value.text as CellValue);
  return '';
}

const EXCEL_EPOCH_MS = Date.UTC(1899, 11, 30);

/**
 * A day typed in a date column: a date cell, an Excel serial number, or text such as 2026-12-31,
 * 2026/12/31 or 2026.12.31 (month and day may have one digit). Anything else is left as typed,
 * for the contract's date rule to refuse with its message.
 */
export function cellDay(value: CellValue | undefined): string {
  if (typeof value === 'number' && value > 0 && value < 2_958_466) {
    return isoDay(new Date(EXCEL_EPOCH_MS + Math.round(value * 86_400_000)));
  }
  const text = cellText(value);
  const match = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[ T].*)?$/.exec(text);
  if (!match) return text;
  const [, year, month, day] = match;
  return `${year}-${month?.padStart(2, '0')}-${day?.padStart(2, '0')}`;
}
