import { DEVICE_TYPE, type DeviceFilter } from '@lamplighter/contract';
import type { Actor, Caller } from '../../platform/caller';
import { fail } from '../../platform/errors';
import type { AuditService } from '../audit/audit.service';
import { audited } from '../audit/audited';
import type { AddedDevice, DevicesService } from './devices.service';
import { type FamilyChanges, type FamilyFields, familyDeviceInput } from './family-input';
import type { FamilyRules } from './family-rules';
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
    private readonly rules: FamilyRules,
    private readonly circuits: LoopCircuitsRepository,
    private readonly audit: AuditService,
  ) {}

  async list(caller: Caller, query: DeviceFilter & { pagenum: number; pagesize: number }) {
    return [await this.circuits.list(caller, query, this.devices.today())];
  }

  async detail(caller: Caller, id: number) {
    await this.rules.assertFamily(caller, [id], DEVICE_TYPE.loopController, 'loop controller');
    const [device, circuits] = await Promise.all([
      this.devices.detail(caller, { id }),
      this.circuits.circuits(caller, id),
    ]);
    return { ...device, circuits };
  }

  add(caller: Caller, input: LoopControllerInput, actor: Actor): Promise<AddedDevice> {
    const entry = { action: 'loopcontroller.add', targetType: 'device', detail: summary(input) };
    return audited(this.audit, actor, entry, async () => {
      const plans = await this.plan(caller, input.circuits);
      const device = familyDeviceInput(input, DEVICE_TYPE.loopController);
      const added = await this.devices.add(caller, device, actor);
      await this.circuits.replace(caller, added.device.id, plans);
      return { targetId: added.device.id, result: added };
    });
  }

  /** Changes the controller; the circuits given, when given, replace the old ones. */
  update(caller: Caller, input: LoopControllerChanges & { id: number }, actor: Actor) {
    const entry = {
      action: 'loopcontroller.update',
      targetType: 'device',
      targetId: input.id,
      detail: summary(input),
    };
    return audited(this.audit, actor, entry, async () => {
      await this.rules.assertFamily(caller, [input.id], DEVICE_TYPE.loopController, 'loop controller');
      const { circuits, ...device } = input;
      const plans = circuits && (await this.plan(caller, await this.completed(caller, input.id, circuits)));
      await this.devices.update(caller, device, actor);
      if (plans) await this.circuits.replace(caller, input.id, plans);
      return { result: await this.detail(caller, input.id) };
    });
  }

  /** Deletes controllers of the subtree with their circuits; refused while a circuit feeds lights. */
  delete(caller: Caller, ids: number[], actor: Actor): Promise<void> {
    const unique = [...new Set(ids)];
    const entry = { action: 'loopcontroller.delete', targetType: 'device', targetId: unique.join(',') };
    return audited(this.audit, actor, entry, async () => {
      await this.rules.assertFamily(caller, unique, DEVICE_TYPE.loopController, 'loop controller');
      await this.devices.delete(caller, unique, actor);
      return { result: undefined };
    });
  }

  /** The circuits sent, each with the name and lights it has now where it leaves them out. */
  private async completed(caller: Caller, id: number, circuits: CircuitChanges[]): Promise<CircuitInput[]> {
    const now = new Map(
      (await this.circuits.circuits(caller, id)).map((circuit) => [circuit.number, circuit]),
    );
    return circuits.map((circuit) => {
      const stored = now.get(circuit.number);
      return {
        number: circuit.number,
        name: circuit.name ?? stored?.name ?? '',
        lights: circuit.lights ?? stored?.lights.map((light) => light.devicecode) ?? [],
      };
    });
  }

  private async plan(caller: Caller, circuits: CircuitInput[]): Promise<CircuitPlan[]> {
    assertDistinct(circuits);
    const ids = await this.rules.lightIds(
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
