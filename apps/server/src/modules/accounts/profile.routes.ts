import { endpoints, translate } from '@lamplighter/contract';
import type { FastifyInstance } from 'fastify';
import { isUploadedFile } from '../../platform/body-parsers';
import { sendImage } from '../../platform/images';
import { type CallerResolver, registerEndpoint } from '../../platform/routes';
import type { ProfileService } from './profile.service';

export function profileRoutes(app: FastifyInstance, resolve: CallerResolver, profile: ProfileService): void {
  const api = endpoints.user;
  registerEndpoint(app, resolve, api.info, async ({ caller }) => profile.info(caller));
  registerEndpoint(app, resolve, api.update, async ({ caller, body, ip }) =>
    profile.update(caller, body, { caller, ip }),
  );
  registerEndpoint(app, resolve, api.checkPassword, async ({ caller, query, reply }) => {
    const failure = profile.checkPassword(query.password, caller?.username ?? query.username ?? '');
    if (!failure) return reply.send({ status: 200, message: '', data: null });
    const { key, params = {} } = failure;
    const message = translate(key, 'en', params);
    const errors = [{ field: 'password', key, params, message }];
    return reply.send({ status: 200, message, data: null, key, params, errors });
  });
  registerEndpoint(app, resolve, api.getFace, async ({ caller, reply }) =>
    sendImage(reply, await profile.face(caller), 'private, max-age=300'),
  );
  registerEndpoint(app, resolve, api.face, async ({ query, reply }) => {
    const face = await profile.faceByLink(query);
    return sendImage(reply, face, `private, max-age=${face.maxAge}`);
  });
  registerEndpoint(app, resolve, api.uploadFace, async ({ caller, request, ip }) => {
    const file = (request.body as Record<string, unknown> | undefined)?.file;
    return profile.uploadFace(caller, isUploadedFile(file) ? file : undefined, { caller, ip });
  });
  registerEndpoint(app, resolve, api.sendBindCode, async ({ caller, query, ip }) =>
    profile.sendBindCode(caller, query.contact, { caller, ip }),
  );
  registerEndpoint(app, resolve, api.publicConfig, async () => profile.publicConfig());
}
