import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A file's name in the caller's language, and an ASCII one for clients that cannot read it. */
export interface WorkbookName {
  fileName: string;
  asciiName: string;
}

/** An xlsx answer with its dated file name: ASCII for old clients, the caller's language in filename*. */
export function sendWorkbook(reply: FastifyReply, file: WorkbookName, body: Buffer | Readable) {
  return reply
    .type(XLSX)
    .header('cache-control', 'no-store')
    .header(
      'content-disposition',
      `attachment; filename="${file.asciiName}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
    )
    .send(body);
}
