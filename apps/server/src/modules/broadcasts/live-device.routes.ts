import { LIVE_FRAMES_TYPE, liveHeardBody, liveSessionIdField } from '@lamplighter/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { fail } from '../../platform/errors';
import type { DeviceAuthenticator } from '../../transport/device-messages';
import type { LiveBroadcastsService } from './live-broadcasts.service';
import { openFrameSink } from './live-frame-sink';

const params = z.object({ token: z.string(), sessionid: liveSessionIdField });

/**
 * The device API of live broadcasts, for a terminal told `playLive`: its stream of frames
 * (`GET /api/v1/{token}/live/{sessionid}`), open until the session ends, and its acknowledgement of
 * each frame (`POST .../heard`). Only a terminal of the session's target is served; 404 for any
 * other, 401 for an unknown token.
 */
export function liveDeviceRoutes(
  app: FastifyInstance,
  authenticate: DeviceAuthenticator,
  live: LiveBroadcastsService,
): void {
  const device = async (token: string) => {
    const found = await authenticate(token);
    if (!found) throw fail.invalidToken();
    return found;
  };
  app.get(
    '/api/v1/:token/live/:sessionid',
    {
      // A HEAD would take the terminal's place in the session without reading anything.
      exposeHeadRoute: false,
      schema: {
        summary: `A live broadcast as it comes, for a terminal told playLive: ${LIVE_FRAMES_TYPE}, frames of [seq uint32 BE][length uint32 BE][bytes], the header piece first; ends with the session`,
        tags: ['device API'],
        params,
      },
    },
    async (request, reply) => {
      const { token, sessionid } = params.parse(request.params);
      live.listen(await device(token), sessionid, (closed) => openFrameSink(reply, closed));
      return reply;
    },
  );
  app.post(
    '/api/v1/:token/live/:sessionid/heard',
    {
      schema: {
        summary: 'A terminal has a frame of a live broadcast and plays it: what its latency is measured by',
        tags: ['device API'],
        params,
        body: liveHeardBody,
      },
    },
    async (request, reply) => {
      const { token, sessionid } = params.parse(request.params);
      const { seq } = liveHeardBody.parse(request.body);
      live.heard(await device(token), sessionid, seq);
      return reply.code(204).send();
    },
  );
}
