import { endpoints } from '@lamplighter/contract';
import type { FastifyInstance } from 'fastify';
import { isUploadedFile } from '../../platform/body-parsers';
import { sendImage } from '../../platform/images';
import { requestLanguage } from '../../platform/language';
import { type CallerResolver, registerEndpoint } from '../../platform/routes';
import type { BrandsService } from './brands.service';

export function brandRoutes(app: FastifyInstance, resolve: CallerResolver, brands: BrandsService): void {
  const api = endpoints.brand;
  registerEndpoint(app, resolve, api.list, async ({ request }) => brands.list(requestLanguage(request)));
  registerEndpoint(app, resolve, api.logo, async ({ query, reply }) =>
    sendImage(reply, await brands.logo(query.key), 'public, max-age=300'),
  );
  registerEndpoint(app, resolve, api.update, async ({ caller, body, request, ip }) =>
    brands.update(caller, body, requestLanguage(request), { caller, ip }),
  );
  registerEndpoint(app, resolve, api.uploadLogo, async ({ caller, request, ip }) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const file = isUploadedFile(body.file) ? body.file : undefined;
    return brands.uploadLogo(caller, body.key, file, requestLanguage(request), { caller, ip });
  });
}
