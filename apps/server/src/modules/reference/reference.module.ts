import type { PlatformParts } from '../../platform/module-parts';
import { ReferenceRepository } from './reference.repository';
import { referenceRoutes } from './reference.routes';

/** The reference lists other modules name entries of. */
export type ReferenceModule = Pick<ReferenceRepository, 'deviceTypes' | 'communicationTypes'>;

/** Reference data: device types, communication types. */
export function referenceModule({ app, db, resolve }: PlatformParts): ReferenceModule {
  const reference = new ReferenceRepository(db);
  referenceRoutes(app, resolve, reference);
  return {
    deviceTypes: () => reference.deviceTypes(),
    communicationTypes: () => reference.communicationTypes(),
  };
}
