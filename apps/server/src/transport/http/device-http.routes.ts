import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { fail } from '../../platform/errors';
import type { ArrivalStamp } from '../arrival-clock';
import type {
  DeviceAuthenticator,
  DeviceCommandPort,
  DeviceIdentity,
  DeviceMessageSink,
} from '../device-messages';
import { keyValues, type Parsed, parseJson, telemetryEntries } from '../device-payloads';
import { deviceRpcRoutes } from './device-rpc.routes';

export interface DeviceHttpSettings {
  authenticate: DeviceAuthenticator;
  sink: DeviceMessageSink;
  commands: DeviceCommandPort;
  maxMessageBytes: number;
  arrival: () => ArrivalStamp;
}

const params = z.object({ token: z.string() });
const schema = (summary: string) => ({
  summary,
  tags: ['device API'],
  description:
    'ThingsBoard HTTP device API (docs/protocol.md): the access token is the path segment. 200 with an ' +
    'empty body once stored; 400 for a body that is not a telemetry or attributes document; 401 for an ' +
    'unknown token; 413 over the message limit.',
  params,
});

/**
 * ThingsBoard's HTTP device API, for NB-IoT devices and carrier platforms: `POST
 * /api/v1/{token}/telemetry` and `/attributes` with the documents MQTT takes. The token is
 * checked before the body; the answer leaves once the data is stored. Commands are polled there too
 * (device-rpc.routes.ts).
 */
export function deviceHttpRoutes(app: FastifyInstance, settings: DeviceHttpSettings): void {
  const { authenticate, sink, maxMessageBytes, arrival } = settings;

  async function take<T>(
    token: string,
    body: unknown,
    parse: (document: unknown) => Parsed<T>,
    store: (device: DeviceIdentity, value: T) => Promise<unknown>,
  ): Promise<void> {
    const device = await authenticate(token);
    if (!device) throw fail.invalidToken();
    const json = parseJson(Buffer.isBuffer(body) ? body : Buffer.alloc(0), maxMessageBytes);
    const parsed = json.ok ? parse(json.value) : json;
    if (!parsed.ok) {
      sink.rejected(device, parsed.reason);
      throw fail.badRequest(parsed.reason);
    }
    await store(device, parsed.value);
  }

  app.register(async (scope) => {
    // Devices send JSON under any content type (curl's default is a form): the body is read as is.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: maxMessageBytes },
      (_request, body, done) => done(null, body),
    );
    scope.post('/api/v1/:token/telemetry', { schema: schema('Device telemetry') }, async (request, reply) => {
      const { token } = params.parse(request.params);
      await take(
        token,
        request.body,
        (document) => telemetryEntries(document, arrival),
        (device, entries) => sink.telemetry({ device, entries }),
      );
      return reply.code(200).send();
    });
    scope.post(
      '/api/v1/:token/attributes',
      { schema: schema('Device attributes') },
      async (request, reply) => {
        const { token } = params.parse(request.params);
        await take(
          token,
          request.body,
          (document) => keyValues(document, 'attributes'),
          (device, values) => sink.attributes({ device, values }),
        );
        return reply.code(200).send();
      },
    );
    deviceRpcRoutes(scope, { authenticate, sink, commands: settings.commands, maxMessageBytes });
  });
}
