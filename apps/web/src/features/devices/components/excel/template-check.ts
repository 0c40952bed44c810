import { TEMPLATE_EXTENSIONS, TEMPLATE_MAX_BYTES } from '@lamplighter/contract';

/** An xls or xlsx file only, at most 5 MB; checked before anything is sent. */
export function templateProblem(file: {
  name: string;
  size: number;
}): 'excel.typeRefused' | 'error.fileTooLarge' | undefined {
  const name = file.name.toLowerCase();
  if (!TEMPLATE_EXTENSIONS.some((extension) => name.endsWith(extension))) return 'excel.typeRefused';
  if (file.size > TEMPLATE_MAX_BYTES) return 'error.fileTooLarge';
  return undefined;
}
