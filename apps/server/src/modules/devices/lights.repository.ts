import { and, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { Caller } from '../../platform/caller';
import { accountInSubtree } from '../../platform/scope';
import { devices } from './devices.table';

/** A device named as a light behind a gateway or on a circuit, as the rules check it. */
export interface NamedDevice {
  id: number;
  code: string;
  typeId: number;
}

/** Looks up the devices a gateway or a loop controller is given by number. */
export class LightsRepository {
  constructor(private readonly db: Database) {}

  /** The devices of the caller's subtree that carry these numbers. */
  async byCodes(caller: Caller, codes: string[]): Promise<NamedDevice[]> {
    const unique = [...new Set(codes)];
    if (unique.length === 0) return [];
    return this.db
      .select({ id: devices.id, code: devices.code, typeId: devices.typeId })
      .from(devices)
      .where(and(inArray(devices.code, unique), accountInSubtree(devices.accountId, caller)));
  }
}
