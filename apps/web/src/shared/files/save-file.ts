import { RequestError } from '../api/api-client';

/** Hands a file to the browser as a download. */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** A download that failed before the server could say why (network, timeout): the seed's 'download failed'. */
export function unexplained(error: unknown): boolean {
  return !(error instanceof RequestError) || error.httpStatus === 0;
}
