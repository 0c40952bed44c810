import { TEMPLATE_EXTENSIONS, TEMPLATE_MAX_BYTES, translate } from '@lamplighter/contract';
import { isUploadedFile } from '../../platform/body-parsers';
import { ApiError, fail } from '../../platform/errors';
import { guardZip, ZipRefusal } from './zip-guard';

const ZIP_SIGNATURE = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
/** A legacy .xls is an OLE2 compound file. */
const OLE2_SIGNATURE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

export const templateTooLarge = () =>
  new ApiError(413, 413, translate('error.templateSize'), {}, { key: 'error.templateSize' });

/**
 * The uploaded workbook, checked by name (.xls or .xlsx), size (5 MB) and content. An .xlsx is a
 * zip (checked against zip bombs, answered rebuilt from its checked entries). A legacy .xls
 * (OLE2) cannot be read by exceljs and no maintained reader exists on npm, so it is refused with
 * a request to save it as .xlsx; anything else is not an Excel file at all.
 */
export async function checkedWorkbook(file: unknown): Promise<Buffer> {
  if (!isUploadedFile(file)) throw fail.badRequestKey('error.fileMissing');
  const name = file.filename.toLowerCase();
  if (!TEMPLATE_EXTENSIONS.some((extension) => name.endsWith(extension)))
    throw fail.badRequestKey('error.templateType');
  if (file.data.length > TEMPLATE_MAX_BYTES) throw templateTooLarge();
  if (file.data.subarray(0, 8).equals(OLE2_SIGNATURE)) throw fail.badRequestKey('error.templateUnreadable');
  if (!file.data.subarray(0, 4).equals(ZIP_SIGNATURE)) throw fail.badRequestKey('error.templateType');
  try {
    return await guardZip(file.data);
  } catch (error) {
    if (!(error instanceof ZipRefusal)) throw error;
    throw fail.badRequestKey(error.reason === 'bomb' ? 'error.templateBomb' : 'error.templateUnreadable');
  }
}
