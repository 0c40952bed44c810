import { asc } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { communicationTypeCatalogue, deviceTypeCatalogue } from './reference.catalogue';
import { communicationTypes, deviceTypes } from './reference.table';

export class ReferenceRepository {
  constructor(private readonly db: Database) {}

  /** Adds catalogue entries the database lacks; entries an administrator renamed stay as they are. */
  async seed(): Promise<void> {
    await this.db
      .insert(deviceTypes)
      .values(deviceTypeCatalogue.map((type, index) => ({ ...type, sort: index })))
      .onConflictDoNothing();
    await this.db
      .insert(communicationTypes)
      .values(communicationTypeCatalogue.map((type, index) => ({ ...type, sort: index })))
      .onConflictDoNothing();
  }

  deviceTypes() {
    return this.db.select().from(deviceTypes).orderBy(asc(deviceTypes.sort), asc(deviceTypes.id));
  }

  communicationTypes() {
    return this.db.select().from(communicationTypes).orderBy(asc(communicationTypes.sort));
  }
}
