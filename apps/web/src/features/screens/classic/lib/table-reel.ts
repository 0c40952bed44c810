/** The rows in the order the reel shows them: from `offset` on, then those before it. */
export function rotated<T>(rows: readonly T[], offset: number): T[] {
  if (rows.length === 0) return [];
  const start = offset % rows.length;
  return [...rows.slice(start), ...rows.slice(0, start)];
}

/** The reel's offset after one more row has gone by; `wrapped` once every row has. */
export function nextOffset(offset: number, length: number): { offset: number; wrapped: boolean } {
  const next = offset + 1;
  return next >= length ? { offset: 0, wrapped: true } : { offset: next, wrapped: false };
}

/** The page of the fleet that follows `pagenum`, back to the first after the last. */
export function nextPage(pagenum: number, total: number, pagesize: number): number {
  const pages = Math.max(1, Math.ceil(total / pagesize));
  return pagenum >= pages ? 1 : pagenum + 1;
}
