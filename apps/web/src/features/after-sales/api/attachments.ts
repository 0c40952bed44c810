import { ATTACHMENT_MAX_BYTES, attachmentExtensions, endpoints } from '@lamplighter/contract';
import { queryOptions } from '@tanstack/react-query';
import { download, upload } from '../../../shared/api/api';
import { afterSaleKeys } from './after-sale-keys';

/** Why the browser keeps a file back before sending it: its type by extension, or its size. */
export type FileRefusal = 'type' | 'size' | undefined;

export function refusalOf(file: { name: string; size: number }): FileRefusal {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (!(attachmentExtensions as readonly string[]).includes(extension)) return 'type';
  return file.size > ATTACHMENT_MAX_BYTES ? 'size' : undefined;
}

/** Attaches a file to a ticket; `onProgress` follows the upload from 0 to 100. */
export const attachFile = (ticketId: number, file: File, onProgress: (percent: number) => void) =>
  upload(endpoints.afterSale.upload, { query: { id: ticketId }, body: { file } }, onProgress);

/**
 * An attached file, or its thumbnail, as a Blob: the download needs the Bearer token, so the
 * screens show it through an object URL rather than an `<img src>` of the address.
 */
export const attachmentFileQuery = (id: number, thumbnail: boolean) =>
  queryOptions({
    queryKey: afterSaleKeys.file(id, thumbnail),
    queryFn: () => download(endpoints.afterSale.attachment, { id, thumbnail: thumbnail ? 1 : 0 }),
    staleTime: Number.POSITIVE_INFINITY,
  });
