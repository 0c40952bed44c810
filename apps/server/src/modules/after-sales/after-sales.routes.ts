import { ATTACHMENT_MAX_BYTES, endpoints } from '@lamplighter/contract';
import type { FastifyInstance } from 'fastify';
import { uploadedFileStream } from '../../platform/body-parsers';
import { fail } from '../../platform/errors';
import { requestLanguage } from '../../platform/language';
import { type CallerResolver, registerEndpoint } from '../../platform/routes';
import { sendWorkbook } from '../excel/workbook-reply';
import type { AfterSalesService } from './after-sales.service';
import { afterSalesWorkbook } from './after-sales-sheet';

export function afterSaleRoutes(
  app: FastifyInstance,
  resolve: CallerResolver,
  tickets: AfterSalesService,
  now: () => number,
): void {
  const api = endpoints.afterSale;
  registerEndpoint(app, resolve, api.open, async ({ caller }) => tickets.openSummary(caller, now()));
  registerEndpoint(app, resolve, api.handlers, async ({ caller }) => tickets.handlers(caller));
  registerEndpoint(app, resolve, api.list, async ({ caller, query }) => tickets.list(caller, query));
  registerEndpoint(app, resolve, api.detail, async ({ caller, query }) => tickets.detail(caller, query.id));
  registerEndpoint(app, resolve, api.draft, async ({ caller, query, request }) =>
    tickets.draft(caller, query.deviceid, requestLanguage(request)),
  );
  registerEndpoint(app, resolve, api.add, async ({ caller, body, ip, request }) =>
    tickets.add(caller, body, { caller, ip }, requestLanguage(request)),
  );
  registerEndpoint(app, resolve, api.update, async ({ caller, body, ip }) =>
    tickets.update(caller, body, { caller, ip }),
  );
  registerEndpoint(app, resolve, api.delete, async ({ caller, query, ip }) =>
    tickets.delete(caller, query.ids, { caller, ip }),
  );
  registerEndpoint(app, resolve, api.assign, async ({ caller, body, ip }) =>
    tickets.assign(caller, body, { caller, ip }),
  );
  registerEndpoint(app, resolve, api.transition, async ({ caller, body, ip }) =>
    tickets.transition(caller, body, { caller, ip }),
  );
  registerEndpoint(app, resolve, api.export, async ({ caller, query, request, reply }) => {
    const lang = requestLanguage(request);
    const file = await afterSalesWorkbook(await tickets.exportRows(caller, query), lang);
    return sendWorkbook(reply, file, file.buffer);
  });
  registerEndpoint(
    app,
    resolve,
    api.upload,
    async ({ caller, query, ip, request }) => {
      const file = await uploadedFileStream(request);
      if (!file) throw fail.badRequestKey('aftersale.attachmentMissing');
      return tickets.attach(caller, query.id, file, { caller, ip });
    },
    { upload: { maxBytes: ATTACHMENT_MAX_BYTES, tooLarge: { key: 'error.fileTooLarge' }, stream: true } },
  );
  registerEndpoint(app, resolve, api.attachment, async ({ caller, query, reply }) => {
    const file = await tickets.download(caller, query.id, query.thumbnail === 1);
    return reply
      .type(file.contentType)
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .header(
        'content-disposition',
        `${file.contentType.startsWith('image/') ? 'inline' : 'attachment'}; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
      )
      .send(file.content);
  });
  registerEndpoint(app, resolve, api.detach, async ({ caller, query, ip }) =>
    tickets.detach(caller, query.id, { caller, ip }),
  );
}
