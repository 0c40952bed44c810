import { DEVICE_TYPE, type DeviceFilter } from '@lamplighter/contract';
import type { Actor, Caller } from '../../platform/caller';
import { fail } from '../../platform/errors';
import type { AuditService } from '../audit/audit.service';
import { type AuditEntry, audited } from '../audit/audited';
import {
  type DeviceFamilies,
  type FamilyChanges,
  type FamilyFields,
  familyDeviceInput,
} from '../devices/device-families.service';
import type { AddedDevice, DevicesService } from '../devices/devices.service';
import type { CircuitPlan, LoopCircuitsRepository } from './loop-circuits.repository';

export interface CircuitInput {
  number: number;
  name: string;
  lights: string[];
}
export type LoopControllerInput = FamilyFields & { circuits: CircuitInput[] };

/** A circuit of an update, known by its number: a name or light list left out stays as it is. */
export interface CircuitChanges {
  number: number;
  name?: string | undefined;
  lights?: string[] | undefined;
}
/** An update: what is sent changes; circuits, when sent, are the whole set afterwards. */
export type LoopControllerChanges = FamilyChanges & { circuits?: CircuitChanges[] | undefined };

/** Each circuit number once, each light on one circuit (repeated on the same circuit counts once). */
function assertDistinct(circuits: CircuitInput[]): void {
  const numbers = new Set<number>();
  const circuitOf = new Map<string, number>();
  for (const circuit of circuits) {
    if (numbers.has(circuit.number))
      throw fail.badRequestKey('error.circuitNumberTaken', { number: circuit.number });
    numbers.add(circuit.number);
    for (const code of circuit.lights) {
      const other = circuitOf.get(code);
      if (other !== undefined && other !== circuit.number)
        throw fail.badRequestKey('error.lightOnTwoCircuits', { code });
      circuitOf.set(code, circuit.number);
    }
  }
}

/**
 * Loop controllers: devices of family 5 whose circuits feed lights. The device itself is added,
 * changed and deleted by the devices service; this service keeps its circuits.
 */
export class LoopControllersService {
  constructor(
    private readonly devices: DevicesService,
    private readonly families: DeviceFamilies,
    private readonly circuits: LoopCircuitsRepository,
    private readonly audit: AuditService,
  ) {}

  /** A page of controllers, each with how many circuits it has and how many lights of the subtree they feed. */
  async list(caller: Caller, query: DeviceFilter & { pagenum: number; pagesize: number }) {
    const page = await this.families.page(caller, DEVICE_TYPE.loopController, query);
    const circuits = await this.circuits.ofControllers(page.list.map((controller) => controller.id));
    const lights = await this.families.countOnCircuits(
      caller,
      circuits.map((circuit) => circuit.id),
    );
    const of = (controllerId: number) => circuits.filter((circuit) => circuit.controllerId === controllerId);
    const list = page.list.map((controller) => ({
      ...controller,
      circuitcount: of(controller.id).length,
      lightcount: of(controller.id).reduce((sum, circuit) => sum + (lights.get(circuit.id) ?? 0), 0),
    }));
    return [{ total: page.total, list }];
  }

  async detail(caller: Caller, id: number) {
    await this.families.assertFamily(caller, [id], DEVICE_TYPE.loopController, 'loop controller');
    const [device, circuits] = await Promise.all([
      this.devices.detail(caller, { id }),
      this.circuitsOf(caller, id),
    ]);
    return { ...device, circuits };
  }

  /**
   * Refuses that controllers among the devices leaving (deleted, or of another family now) go
   * while their circuits feed lights not leaving with them.
   */
  async assertFeedsNone(leaving: { id: number; typeId: number }[]): Promise<void> {
    const controllers = leaving.filter((device) => device.typeId === DEVICE_TYPE.loopController);
    if (controllers.length === 0) return;
    const circuits = await this.circuits.ofControllers(controllers.map((controller) => controller.id));
    const fed = await this.families.fedBy(
      circuits.map((circuit) => circuit.id),
      leaving.map((device) => device.id),
    );
    if (fed > 0) throw fail.conflict('error.controllerHasLights', { count: fed });
  }

  add(caller: Caller, input: LoopControllerInput, actor: Actor): Promise<AddedDevice> {
    const entry: AuditEntry = { action: 'loopcontroller.add', targetType: 'device', detail: summary(input) };
    return audited(this.audit, actor, entry, async () => {
      const plans = await this.plan(caller, input.circuits);
      const device = familyDeviceInput(input, DEVICE_TYPE.loopController);
      const added = await this.devices.add(caller, device, actor);
      await this.replaceCircuits(caller, added.device.id, plans);
      return { targetId: added.device.id, result: added };
    });
  }

  /** Changes the controller; the circuits given, when given, replace the old ones. */
  update(caller: Caller, input: LoopControllerChanges & { id: number }, actor: Actor) {
    const entry: AuditEntry = {
      action: 'loopcontroller.update',
      targetType: 'device',
      targetId: input.id,
      detail: summary(input),
    };
    return audited(this.audit, actor, entry, async () => {
      await this.families.assertFamily(caller, [input.id], DEVICE_TYPE.loopController, 'loop controller');
      const { circuits, ...device } = input;
      const plans = circuits && (await this.plan(caller, await this.completed(caller, input.id, circuits)));
      await this.devices.update(caller, device, actor);
      if (plans) await this.replaceCircuits(caller, input.id, plans);
      return { result: await this.detail(caller, input.id) };
    });
  }

  /** Deletes controllers of the subtree with their circuits; refused while a circuit feeds lights. */
  delete(caller: Caller, ids: number[], actor: Actor): Promise<void> {
    const unique = [...new Set(ids)];
    const entry: AuditEntry = {
      action: 'loopcontroller.delete',
      targetType: 'device',
      targetId: unique.join(','),
    };
    return audited(this.audit, actor, entry, async () => {
      await this.families.assertFamily(caller, unique, DEVICE_TYPE.loopController, 'loop controller');
      await this.devices.delete(caller, unique, actor);
      return { result: undefined };
    });
  }

  /** The circuits sent, each with the name and lights it has now where it leaves them out. */
  private async completed(caller: Caller, id: number, circuits: CircuitChanges[]): Promise<CircuitInput[]> {
    const now = new Map((await this.circuitsOf(caller, id)).map((circuit) => [circuit.number, circuit]));
    return circuits.map((circuit) => {
      const stored = now.get(circuit.number);
      return {
        number: circuit.number,
        name: circuit.name ?? stored?.name ?? '',
        lights: circuit.lights ?? stored?.lights.map((light) => light.devicecode) ?? [],
      };
    });
  }

  /** The circuits of a controller by number, each with the lights of the subtree it feeds. */
  private async circuitsOf(caller: Caller, controllerId: number) {
    const circuits = await this.circuits.circuits(controllerId);
    const lights = await this.families.onCircuits(
      caller,
      circuits.map((circuit) => circuit.id),
    );
    return circuits.map((circuit) => ({
      ...circuit,
      lights: lights
        .filter((light) => light.circuitId === circuit.id)
        .map(({ circuitId: _, ...light }) => light),
    }));
  }

  /**
   * Makes `plans` the controller's circuits and puts their lights on them, in one transaction:
   * lights of the subtree no longer listed leave the controller.
   */
  private replaceCircuits(caller: Caller, controllerId: number, plans: CircuitPlan[]): Promise<void> {
    return this.circuits.replace(controllerId, plans, (tx, saved) =>
      this.families.placeOnCircuits(tx, caller, saved),
    );
  }

  private async plan(caller: Caller, circuits: CircuitInput[]): Promise<CircuitPlan[]> {
    assertDistinct(circuits);
    const ids = await this.families.lightIds(
      caller,
      circuits.flatMap((circuit) => circuit.lights),
    );
    return circuits.map((circuit) => ({
      number: circuit.number,
      name: circuit.name,
      lightIds: [...new Set(circuit.lights.map((code) => ids.get(code) ?? 0))],
    }));
  }
}

/** Audit facts: what was given (an update leaves out what it did not change). */
function summary(input: LoopControllerChanges) {
  return {
    number: input.devicecode,
    circuits: input.circuits?.length,
    lights: input.circuits?.reduce((sum, circuit) => sum + (circuit.lights?.length ?? 0), 0),
  };
}
