import fs from 'node:fs/promises';
import { endpoints } from '@lamplighter/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { uploadedFileStream } from '../../platform/body-parsers';
import { fail } from '../../platform/errors';
import { type CallerResolver, registerEndpoint } from '../../platform/routes';
import { sendFileRange } from '../../platform/send-file-range';
import type { DeviceAuthenticator } from '../../transport/device-messages';
import type { MediaService } from './media.service';
import type { MediaLimits } from './media-store';

const inline = (name: string) => `inline; filename*=UTF-8''${encodeURIComponent(name)}`;

export function mediaRoutes(
  app: FastifyInstance,
  resolve: CallerResolver,
  media: MediaService,
  limits: MediaLimits,
): void {
  const api = endpoints.media;
  const largest = Math.max(...Object.values(limits));
  registerEndpoint(app, resolve, api.list, async ({ caller, query }) => [await media.list(caller, query)]);
  registerEndpoint(app, resolve, api.folders, async ({ caller }) => media.folders(caller));
  registerEndpoint(
    app,
    resolve,
    api.upload,
    async ({ caller, query, ip, request }) => {
      const file = await uploadedFileStream(request);
      if (!file) throw fail.badRequestKey('media.fileMissing');
      return media.upload(caller, query.folder, file, { caller, ip });
    },
    {
      upload: {
        maxBytes: largest,
        tooLarge: { key: 'media.tooLarge', params: { max: Math.round(largest / 1_048_576) } },
        stream: true,
      },
    },
  );
  registerEndpoint(app, resolve, api.update, async ({ caller, body, ip }) =>
    media.update(caller, body, { caller, ip }),
  );
  registerEndpoint(app, resolve, api.delete, async ({ caller, query, ip }) =>
    media.delete(caller, query.ids, { caller, ip }),
  );
  registerEndpoint(app, resolve, api.thumbnail, async ({ caller, query, reply }) => {
    const opened = await fs.open(await media.thumbnail(caller, query.id), 'r');
    return reply
      .type('image/jpeg')
      .header('cache-control', 'private, max-age=3600')
      .send(opened.createReadStream());
  });
  registerEndpoint(app, resolve, api.link, async ({ caller, query }) => media.link(caller, query.id));
  registerEndpoint(app, resolve, api.content, async ({ query, request, reply }) => {
    const content = await media.content(query);
    return sendFileRange(request, reply, content, {
      'cache-control': 'private, max-age=3600',
      'content-disposition': inline(content.name),
    });
  });
}

const deviceMediaParams = z.object({ token: z.string(), hash: z.string() });

/**
 * The device API's media download: `GET /api/v1/{token}/media/{hash}`, with byte ranges so that a
 * screen or a terminal takes up a broken download where it stopped. A device gets only what its
 * account or an account above it holds; anything else, like an unknown token, is not there.
 */
export function deviceMediaRoutes(
  app: FastifyInstance,
  authenticate: DeviceAuthenticator,
  media: MediaService,
) {
  app.get(
    '/api/v1/:token/media/:hash',
    {
      schema: {
        summary: 'A media file of the library by its SHA-256, for a device, with byte ranges',
        tags: ['device API'],
        params: deviceMediaParams,
      },
    },
    async (request, reply) => {
      const { token, hash } = deviceMediaParams.parse(request.params);
      const device = await authenticate(token);
      if (!device) throw fail.invalidToken();
      const content = await media.forDevice(device.accountId, hash);
      return sendFileRange(request, reply, content, { 'cache-control': 'private, max-age=86400, immutable' });
    },
  );
}
