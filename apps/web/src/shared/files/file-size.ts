/** A file's size as people read it: KB below a megabyte (at least 1), MB with one decimal above. */
export function fileSizeText(bytes: number): string {
  return bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
