import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { Caller } from '../../platform/caller';
import { accountInSubtree } from '../../platform/scope';
import { devices } from './devices.table';

/** A device a command goes to: how to reach it and where it stands (for the sun's times). */
export interface CommandTarget {
  id: number;
  code: string;
  typeId: number;
  accountId: number;
  /** The gateway that speaks for it, for lights behind one. */
  gatewayId: number | null;
  latitude: number | null;
  longitude: number | null;
}

const columns = {
  id: devices.id,
  code: devices.code,
  typeId: devices.typeId,
  accountId: devices.accountId,
  gatewayId: devices.gatewayId,
  latitude: devices.latitude,
  longitude: devices.longitude,
};

/**
 * The devices of the caller's subtree a command names: by number, or every device of a group or
 * project. Numbers outside the subtree are simply not found, like unknown ones.
 */
export class CommandTargets {
  constructor(private readonly db: Database) {}

  byCodes(caller: Caller, codes: string[]): Promise<CommandTarget[]> {
    return this.find(caller, inArray(devices.code, [...new Set(codes)]));
  }

  inGroup(caller: Caller, groupId: number): Promise<CommandTarget[]> {
    return this.find(caller, eq(devices.groupId, groupId));
  }

  inProject(caller: Caller, projectId: number): Promise<CommandTarget[]> {
    return this.find(caller, eq(devices.projectId, projectId));
  }

  private find(caller: Caller, condition: SQL): Promise<CommandTarget[]> {
    return this.db
      .select(columns)
      .from(devices)
      .where(and(condition, accountInSubtree(devices.accountId, caller)))
      .orderBy(devices.id);
  }
}
