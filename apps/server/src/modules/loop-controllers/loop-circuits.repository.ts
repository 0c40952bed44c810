import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { loopCircuits } from './loop-controllers.table';

/** A circuit as it is saved: its number, name and the ids of the lights it feeds. */
export interface CircuitPlan {
  number: number;
  name: string;
  lightIds: number[];
}

/** The circuits of loop controllers. Which lights a circuit feeds is kept with the lights (see DeviceFamilies). */
export class LoopCircuitsRepository {
  constructor(private readonly db: Database) {}

  /** The circuits of the controllers of `ids`, each with its controller. */
  ofControllers(ids: number[]): Promise<{ id: number; controllerId: number }[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db
      .select({ id: loopCircuits.id, controllerId: loopCircuits.controllerId })
      .from(loopCircuits)
      .where(inArray(loopCircuits.controllerId, ids));
  }

  /** The circuits of a controller by number. */
  circuits(controllerId: number): Promise<{ id: number; number: number; name: string }[]> {
    return this.db
      .select({ id: loopCircuits.id, number: loopCircuits.number, name: loopCircuits.name })
      .from(loopCircuits)
      .where(eq(loopCircuits.controllerId, controllerId))
      .orderBy(asc(loopCircuits.number));
  }

  /**
   * Makes `plans` the circuits of a controller, in one transaction with `placeLights`, which puts
   * the lights on the circuits saved. A circuit keeps its id while its number stays; circuits
   * whose number is gone are removed (their lights let go).
   */
  async replace(
    controllerId: number,
    plans: CircuitPlan[],
    placeLights: (tx: Database, circuits: { id: number; lightIds: number[] }[]) => Promise<void>,
  ): Promise<void> {
    const numbers = plans.map((plan) => plan.number);
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
      await placeLights(
        tx,
        saved.map((circuit) => ({
          id: circuit.id,
          lightIds: plans.find((plan) => plan.number === circuit.number)?.lightIds ?? [],
        })),
      );
    });
  }
}
