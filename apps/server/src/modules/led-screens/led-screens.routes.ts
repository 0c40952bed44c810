import { Readable } from 'node:stream';
import { endpoints, SCREENSHOT_MAX_AGE_SECONDS } from '@lamplighter/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { fail } from '../../platform/errors';
import { type CallerResolver, registerEndpoint } from '../../platform/routes';
import type { DeviceAuthenticator } from '../../transport/device-messages';
import type { LedScreensService } from './led-screens.service';

export function ledScreenRoutes(app: FastifyInstance, resolve: CallerResolver, screens: LedScreensService) {
  const api = endpoints.ledScreens;
  registerEndpoint(app, resolve, api.list, async ({ caller, query }) => [await screens.list(caller, query)]);
  registerEndpoint(app, resolve, api.screenshot, async ({ caller, query, reply }) => {
    const shot = await screens.screenshot(caller, query.id);
    return reply
      .type(shot.contentType)
      .header('content-length', shot.size)
      .header('last-modified', shot.at.toUTCString())
      .header('cache-control', `private, max-age=${SCREENSHOT_MAX_AGE_SECONDS}`)
      .header('x-content-type-options', 'nosniff')
      .send(shot.content);
  });
}

const params = z.object({ token: z.string() });
const uploaded = z.object({ ok: z.literal(true), bytes: z.number().int() });

/** The length a request announces, when it announces one. */
function announcedLength(header: string | undefined): number | undefined {
  const length = Number(header);
  return header !== undefined && Number.isSafeInteger(length) ? length : undefined;
}

/**
 * The device API's screenshot upload: `POST /api/v1/{token}/screenshot` with the image as the
 * body, what an LED screen told `screenshot` sends before it answers. The token is checked before
 * the body is read, and the body is streamed to disk, never held whole.
 */
export function deviceScreenshotRoutes(
  app: FastifyInstance,
  authenticate: DeviceAuthenticator,
  screens: LedScreensService,
): void {
  app.register(async (scope) => {
    // The body is the image under whatever content type the screen names: its bytes say what it is.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
    scope.post(
      '/api/v1/:token/screenshot',
      {
        schema: {
          summary: 'A screenshot of an LED screen (PNG or JPEG, at most 5 MB), kept as its latest',
          tags: ['device API'],
          params,
          response: { 200: uploaded },
        },
      },
      async (request) => {
        const { token } = params.parse(request.params);
        const device = await authenticate(token);
        if (!device) throw fail.invalidToken();
        return screens.receiveScreenshot(
          device,
          announcedLength(request.headers['content-length']),
          // A request without a body is an empty screenshot, refused as no image.
          (request.body as Readable | undefined) ?? Readable.from([]),
        );
      },
    );
  });
}
