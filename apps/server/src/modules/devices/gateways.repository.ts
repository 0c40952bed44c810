import { DEVICE_TYPE, type Device, type DeviceFilter, type GatewayMode } from '@lamplighter/contract';
import { and, asc, count, eq, inArray, isNull, ne, notInArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import type { Caller } from '../../platform/caller';
import { accountInSubtree } from '../../platform/scope';
import { deviceConditions } from './device-filter';
import { pageOfDevices } from './device-page';
import { devices } from './devices.table';

const light = alias(devices, 'light');

export type GatewayFilter = DeviceFilter & {
  pagenum: number;
  pagesize: number;
  mode?: GatewayMode | undefined;
};

/** The gateway's own column and the lights behind it. Lights count only inside the caller's subtree. */
export class GatewaysRepository {
  constructor(private readonly db: Database) {}

  async list(caller: Caller, filter: GatewayFilter, today: string) {
    const where = and(
      deviceConditions(caller, { ...filter, devicetype: [DEVICE_TYPE.gateway] }, today),
      filter.mode ? eq(devices.gatewayMode, filter.mode) : undefined,
    );
    const page = await pageOfDevices(this.db, where, filter);
    const facts = await this.facts(
      caller,
      page.list.map((gateway) => gateway.id),
    );
    return {
      total: page.total,
      list: page.list.map((gateway) => ({
        ...gateway,
        mode: facts.get(gateway.id)?.mode ?? ('matrix' as const),
        lightcount: facts.get(gateway.id)?.lightcount ?? 0,
      })),
    };
  }

  /** The mode of each gateway of `ids` and how many lights of the subtree are behind it. */
  async facts(
    caller: Caller,
    ids: number[],
  ): Promise<Map<number, { mode: GatewayMode; lightcount: number }>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .select({ id: devices.id, mode: devices.gatewayMode, lightcount: count(light.id) })
      .from(devices)
      .leftJoin(light, and(eq(light.gatewayId, devices.id), accountInSubtree(light.accountId, caller)))
      .where(inArray(devices.id, ids))
      .groupBy(devices.id);
    return new Map(
      rows.map((row) => [
        row.id,
        { mode: (row.mode ?? 'matrix') as GatewayMode, lightcount: row.lightcount },
      ]),
    );
  }

  /** The lights of the subtree behind a gateway, by number. */
  lights(
    caller: Caller,
    gatewayId: number,
  ): Promise<Pick<Device, 'id' | 'devicecode' | 'devicename' | 'devicetype' | 'runstate'>[]> {
    return this.db
      .select({
        id: devices.id,
        devicecode: devices.code,
        devicename: devices.name,
        devicetype: devices.typeId,
        runstate: devices.runState,
      })
      .from(devices)
      .where(and(eq(devices.gatewayId, gatewayId), accountInSubtree(devices.accountId, caller)))
      .orderBy(asc(devices.code));
  }

  /**
   * Sets the gateway's mode and makes `lightIds` the lights behind it, in one transaction: lights
   * of the subtree no longer listed leave it, listed lights come to it (from another gateway too).
   * Either left out stays as it is.
   */
  async link(
    caller: Caller,
    gatewayId: number,
    { mode, lightIds }: { mode?: GatewayMode | undefined; lightIds?: number[] | undefined },
  ): Promise<void> {
    await this.db.transaction(async (tx) => {
      if (mode !== undefined)
        await tx.update(devices).set({ gatewayMode: mode }).where(eq(devices.id, gatewayId));
      if (lightIds === undefined) return;
      await tx
        .update(devices)
        .set({ gatewayId: null, updatedAt: sql`now()` })
        .where(
          and(
            eq(devices.gatewayId, gatewayId),
            accountInSubtree(devices.accountId, caller),
            lightIds.length > 0 ? notInArray(devices.id, lightIds) : undefined,
          ),
        );
      if (lightIds.length === 0) return;
      await tx
        .update(devices)
        .set({ gatewayId, updatedAt: sql`now()` })
        .where(
          and(inArray(devices.id, lightIds), or(isNull(devices.gatewayId), ne(devices.gatewayId, gatewayId))),
        );
    });
  }
}
