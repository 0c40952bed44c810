import { DEVICE_TYPE, type DeviceFilter } from '@lamplighter/contract';
import { and, asc, count, countDistinct, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { Caller } from '../../platform/caller';
import { accountInSubtree } from '../../platform/scope';
import { deviceConditions } from './device-filter';
import { pageOfDevices } from './device-page';
import { devices, loopCircuits } from './devices.table';

/** A circuit as it is saved: its number, name and the ids of the lights it feeds. */
export interface CircuitPlan {
  number: number;
  name: string;
  lightIds: number[];
}

/** The circuits of loop controllers and the lights on them. Lights count only inside the caller's subtree. */
export class LoopCircuitsRepository {
  constructor(private readonly db: Database) {}

  async list(caller: Caller, filter: DeviceFilter & { pagenum: number; pagesize: number }, today: string) {
    const where = deviceConditions(caller, { ...filter, devicetype: [DEVICE_TYPE.loopController] }, today);
    const page = await pageOfDevices(this.db, where, filter);
    const counts = await this.counts(
      caller,
      page.list.map((controller) => controller.id),
    );
    return {
      total: page.total,
      list: page.list.map((controller) => ({
        ...controller,
        circuitcount: counts.get(controller.id)?.circuits ?? 0,
        lightcount: counts.get(controller.id)?.lights ?? 0,
      })),
    };
  }

  /** How many circuits each controller of `ids` has and how many lights of the subtree they feed. */
  async counts(caller: Caller, ids: number[]): Promise<Map<number, { circuits: number; lights: number }>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .select({
        id: loopCircuits.controllerId,
        circuits: countDistinct(loopCircuits.id),
        lights: count(devices.id),
      })
      .from(loopCircuits)
      .leftJoin(
        devices,
        and(eq(devices.circuitId, loopCircuits.id), accountInSubtree(devices.accountId, caller)),
      )
      .where(inArray(loopCircuits.controllerId, ids))
      .groupBy(loopCircuits.controllerId);
    return new Map(rows.map((row) => [row.id, { circuits: row.circuits, lights: row.lights }]));
  }

  /** The circuits of a controller by number, each with the lights of the subtree it feeds. */
  async circuits(caller: Caller, controllerId: number) {
    const circuits = await this.db
      .select({ id: loopCircuits.id, number: loopCircuits.number, name: loopCircuits.name })
      .from(loopCircuits)
      .where(eq(loopCircuits.controllerId, controllerId))
      .orderBy(asc(loopCircuits.number));
    if (circuits.length === 0) return [];
    const lights = await this.db
      .select({
        id: devices.id,
        devicecode: devices.code,
        devicename: devices.name,
        devicetype: devices.typeId,
        circuitId: devices.circuitId,
      })
      .from(devices)
      .where(
        and(
          inArray(
            devices.circuitId,
            circuits.map((circuit) => circuit.id),
          ),
          accountInSubtree(devices.accountId, caller),
        ),
      )
      .orderBy(asc(devices.code));
    return circuits.map((circuit) => ({
      ...circuit,
      lights: lights
        .filter((light) => light.circuitId === circuit.id)
        .map(({ circuitId: _, ...light }) => light),
    }));
  }

  /**
   * Makes `plans` the circuits of a controller, in one transaction. A circuit keeps its id while
   * its number stays; circuits whose number is gone are removed (their lights let go); lights of
   * the subtree no longer listed leave the controller, and listed lights come to their circuit.
   */
  async replace(caller: Caller, controllerId: number, plans: CircuitPlan[]): Promise<void> {
    const numbers = plans.map((plan) => plan.number);
    const listed = plans.flatMap((plan) => plan.lightIds);
    await this.db.transaction(async (tx) => {
      await tx
        .delete(loopCircuits)
        .where(
          and(
            eq(loopCircuits.controllerId, controllerId),
            numbers.length > 0 ? notInArray(loopCircuits.number, numbers) : undefined,
          ),
        );
      if (plans.length === 0) return;
      const saved = await tx
        .insert(loopCircuits)
        .values(plans.map((plan) => ({ controllerId, number: plan.number, name: plan.name })))
        .onConflictDoUpdate({
          target: [loopCircuits.controllerId, loopCircuits.number],
          set: { name: sql`excluded.name` },
        })
        .returning({ id: loopCircuits.id, number: loopCircuits.number });
      await tx
        .update(devices)
        .set({ circuitId: null, updatedAt: sql`now()` })
        .where(
          and(
            inArray(
              devices.circuitId,
              saved.map((circuit) => circuit.id),
            ),
            accountInSubtree(devices.accountId, caller),
            listed.length > 0 ? notInArray(devices.id, listed) : undefined,
          ),
        );
      for (const circuit of saved) {
        const lightIds = plans.find((plan) => plan.number === circuit.number)?.lightIds ?? [];
        if (lightIds.length === 0) continue;
        await tx
          .update(devices)
          .set({ circuitId: circuit.id, updatedAt: sql`now()` })
          .where(
            and(inArray(devices.id, lightIds), sql`${devices.circuitId} is distinct from ${circuit.id}`),
          );
      }
    });
  }
}
