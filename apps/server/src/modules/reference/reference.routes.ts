import { endpoints } from '@lamplighter/contract';
import type { FastifyInstance } from 'fastify';
import { requestLanguage } from '../../platform/language';
import { type CallerResolver, registerEndpoint } from '../../platform/routes';
import type { ReferenceRepository } from './reference.repository';

export function referenceRoutes(
  app: FastifyInstance,
  resolve: CallerResolver,
  reference: ReferenceRepository,
) {
  registerEndpoint(app, resolve, endpoints.reference.deviceTypes, async ({ request }) => {
    const zh = requestLanguage(request) === 'zh';
    return (await reference.deviceTypes()).map((type) => ({
      devicetypeid: type.id,
      devicetypename: zh ? type.nameZh : type.nameEn,
      code: type.code,
      name_zh: type.nameZh,
      name_en: type.nameEn,
    }));
  });

  registerEndpoint(app, resolve, endpoints.reference.communicationTypes, async ({ request }) => {
    const zh = requestLanguage(request) === 'zh';
    return (await reference.communicationTypes()).map((type) => ({
      code: type.code,
      name: zh ? type.nameZh : type.nameEn,
      name_zh: type.nameZh,
      name_en: type.nameEn,
    }));
  });
}
