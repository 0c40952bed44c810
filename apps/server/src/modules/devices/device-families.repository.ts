import type { Device, DeviceFilter, GatewayMode } from '@lamplighter/contract';
import { and, asc, count, eq, inArray, isNull, ne, notInArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import type { Caller } from '../../platform/caller';
import { accountInSubtree } from '../../platform/scope';
import { deviceConditions } from './device-filter';
import { pageOfDevices } from './device-page';
import { devices } from './devices.table';

const light = alias(devices, 'light');

/** A device named as a light behind a gateway or on a circuit, as the family rules check it. */
export interface NamedDevice {
  id: number;
  code: string;
  typeId: number;
}

/** A light as a gateway or a circuit lists it. */
export type LinkedLight = Pick<Device, 'id' | 'devicecode' | 'devicename' | 'devicetype'>;

export type FamilyPage = DeviceFilter & { pagenum: number; pagesize: number; mode?: GatewayMode | undefined };

/**
 * The devices table as the family modules see it: a family's page, a gateway's mode, and the links
 * of lights to the gateway that speaks for them and to the circuit that feeds them. Lights count
 * only inside the caller's subtree.
 */
export class DeviceFamiliesRepository {
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

  /** A page of one family's devices, newest first; gateways may be filtered by their mode. */
  page(caller: Caller, type: number, filter: FamilyPage, today: string) {
    const where = and(
      deviceConditions(caller, { ...filter, devicetype: [type] }, today),
      filter.mode ? eq(devices.gatewayMode, filter.mode) : undefined,
    );
    return pageOfDevices(this.db, where, filter);
  }

  /** The mode of each gateway of `ids` and how many lights of the subtree are behind it. */
  async gatewayFacts(
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
  behindGateway(caller: Caller, gatewayId: number): Promise<(LinkedLight & Pick<Device, 'runstate'>)[]> {
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
  async linkGateway(
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

  /** The lights of the subtree on these circuits, by number, each with its circuit. */
  onCircuits(caller: Caller, circuitIds: number[]): Promise<(LinkedLight & { circuitId: number | null })[]> {
    if (circuitIds.length === 0) return Promise.resolve([]);
    return this.db
      .select({
        id: devices.id,
        devicecode: devices.code,
        devicename: devices.name,
        devicetype: devices.typeId,
        circuitId: devices.circuitId,
      })
      .from(devices)
      .where(and(inArray(devices.circuitId, circuitIds), accountInSubtree(devices.accountId, caller)))
      .orderBy(asc(devices.code));
  }

  /** How many lights of the subtree each of these circuits feeds (circuits feeding none are left out). */
  async countOnCircuits(caller: Caller, circuitIds: number[]): Promise<Map<number, number>> {
    if (circuitIds.length === 0) return new Map();
    const rows = await this.db
      .select({ circuitId: devices.circuitId, lights: count() })
      .from(devices)
      .where(and(inArray(devices.circuitId, circuitIds), accountInSubtree(devices.accountId, caller)))
      .groupBy(devices.circuitId);
    return new Map(rows.map((row) => [row.circuitId ?? 0, row.lights]));
  }

  /** Lights of any account on these circuits, other than the devices `except`. */
  async fedBy(circuitIds: number[], except: number[]): Promise<number> {
    if (circuitIds.length === 0) return 0;
    const [row] = await this.db
      .select({ value: count() })
      .from(devices)
      .where(
        and(
          inArray(devices.circuitId, circuitIds),
          except.length > 0 ? notInArray(devices.id, except) : undefined,
        ),
      );
    return row?.value ?? 0;
  }

  /**
   * Puts each circuit's lights on it, inside the loop controller's transaction `tx`: lights of the
   * subtree on these circuits and no longer listed leave them, listed lights come to their circuit.
   */
  async placeOnCircuits(
    tx: Database,
    caller: Caller,
    circuits: { id: number; lightIds: number[] }[],
  ): Promise<void> {
    if (circuits.length === 0) return;
    const listed = circuits.flatMap((circuit) => circuit.lightIds);
    await tx
      .update(devices)
      .set({ circuitId: null, updatedAt: sql`now()` })
      .where(
        and(
          inArray(
            devices.circuitId,
            circuits.map((circuit) => circuit.id),
          ),
          accountInSubtree(devices.accountId, caller),
          listed.length > 0 ? notInArray(devices.id, listed) : undefined,
        ),
      );
    for (const circuit of circuits) {
      if (circuit.lightIds.length === 0) continue;
      await tx
        .update(devices)
        .set({ circuitId: circuit.id, updatedAt: sql`now()` })
        .where(
          and(
            inArray(devices.id, circuit.lightIds),
            sql`${devices.circuitId} is distinct from ${circuit.id}`,
          ),
        );
    }
  }
}
