import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { fail } from '../../platform/errors';
import type { DeviceAuthenticator, DeviceCommandPort, DeviceMessageSink } from '../device-messages';
import { parseJson } from '../device-payloads';

/** How long a poll waits without `timeout`, and at most. */
export const RPC_POLL_DEFAULT_MS = 10_000;
export const RPC_POLL_MAX_MS = 60_000;

export interface DeviceRpcSettings {
  authenticate: DeviceAuthenticator;
  sink: DeviceMessageSink;
  commands: DeviceCommandPort;
  maxMessageBytes: number;
}

const tags = ['device API'];
const pollQuery = z.object({
  timeout: z.coerce.number().int().min(0).max(RPC_POLL_MAX_MS).default(RPC_POLL_DEFAULT_MS),
});

/**
 * ThingsBoard's RPC over HTTP: `GET /api/v1/{token}/rpc?timeout=ms` waits for the next command
 * (`{id, method, params}`; 408 when none came in time) and `POST /api/v1/{token}/rpc/{id}` takes
 * the device's answer. Registered in the scope of the HTTP device API, which reads bodies as they are.
 */
export function deviceRpcRoutes(scope: FastifyInstance, settings: DeviceRpcSettings): void {
  const { authenticate, commands, sink, maxMessageBytes } = settings;

  scope.get(
    '/api/v1/:token/rpc',
    {
      schema: {
        summary: 'Device: wait for the next command',
        tags,
        params: z.object({ token: z.string() }),
        querystring: pollQuery,
      },
    },
    async (request, reply) => {
      const { token } = request.params as { token: string };
      const { timeout } = request.query as z.output<typeof pollQuery>;
      const device = await authenticate(token);
      if (!device) throw fail.invalidToken();
      const gone = new AbortController();
      // The response closing before it was sent: the device went away; its command waits for the next poll.
      reply.raw.once('close', () => gone.abort());
      const command = await commands.next(device, timeout, gone.signal);
      if (!command) return reply.code(408).send();
      return reply.code(200).send(command);
    },
  );

  scope.post(
    '/api/v1/:token/rpc/:id',
    {
      schema: {
        summary: 'Device: answer a command',
        tags,
        params: z.object({ token: z.string(), id: z.string().regex(/^\d{1,18}$/) }),
      },
    },
    async (request, reply) => {
      const { token, id } = request.params as { token: string; id: string };
      const device = await authenticate(token);
      if (!device) throw fail.invalidToken();
      const json = parseJson(Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0), maxMessageBytes);
      if (!json.ok) {
        sink.rejected(device, json.reason);
        throw fail.badRequest(json.reason);
      }
      if (!(await commands.answer(device, id, json.value))) throw fail.notFound('command');
      return reply.code(200).send();
    },
  );
}
