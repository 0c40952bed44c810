import { DEVICE_TYPE, type GatewayMode } from '@lamplighter/contract';
import type { Actor, Caller } from '../../platform/caller';
import type { AuditService } from '../audit/audit.service';
import { audited } from '../audit/audited';
import type { AddedDevice, DevicesService } from './devices.service';
import { type FamilyChanges, type FamilyFields, familyDeviceInput } from './family-input';
import type { FamilyRules } from './family-rules';
import type { GatewayFilter, GatewaysRepository } from './gateways.repository';

export type GatewayInput = FamilyFields & { mode: GatewayMode; lights: string[] };
/** An update: what is sent changes; a mode or light list left out stays as it is. */
export type GatewayChanges = FamilyChanges & {
  mode?: GatewayMode | undefined;
  lights?: string[] | undefined;
};

/**
 * Gateways: devices of family 4 with a mode and the lights they speak for. The device itself is
 * added, changed and deleted by the devices service (numbers, placement, token, refusals); this
 * service adds the mode and the lights behind it.
 */
export class GatewaysService {
  constructor(
    private readonly devices: DevicesService,
    private readonly rules: FamilyRules,
    private readonly gateways: GatewaysRepository,
    private readonly audit: AuditService,
  ) {}

  async list(caller: Caller, query: GatewayFilter) {
    return [await this.gateways.list(caller, query, this.devices.today())];
  }

  async detail(caller: Caller, id: number) {
    await this.rules.assertFamily(caller, [id], DEVICE_TYPE.gateway, 'gateway');
    const [device, facts, lights] = await Promise.all([
      this.devices.detail(caller, { id }),
      this.gateways.facts(caller, [id]),
      this.gateways.lights(caller, id),
    ]);
    return { ...device, mode: facts.get(id)?.mode ?? 'matrix', lights };
  }

  add(caller: Caller, input: GatewayInput, actor: Actor): Promise<AddedDevice> {
    const entry = { action: 'gateway.add', targetType: 'device', detail: summary(input) };
    return audited(this.audit, actor, entry, async () => {
      const lightIds = await this.rules.lightIds(caller, input.lights);
      const device = familyDeviceInput(input, DEVICE_TYPE.gateway);
      const added = await this.devices.add(caller, device, actor, { gatewayMode: input.mode });
      await this.gateways.link(caller, added.device.id, {
        mode: input.mode,
        lightIds: [...lightIds.values()],
      });
      return { targetId: added.device.id, result: added };
    });
  }

  /** Changes the gateway; `lights`, when sent, is the whole set behind it afterwards. */
  update(caller: Caller, input: GatewayChanges & { id: number }, actor: Actor) {
    const entry = {
      action: 'gateway.update',
      targetType: 'device',
      targetId: input.id,
      detail: summary(input),
    };
    return audited(this.audit, actor, entry, async () => {
      await this.rules.assertFamily(caller, [input.id], DEVICE_TYPE.gateway, 'gateway');
      const { mode, lights, ...device } = input;
      const lightIds = lights && [...(await this.rules.lightIds(caller, lights)).values()];
      await this.devices.update(caller, device, actor);
      await this.gateways.link(caller, input.id, { mode, lightIds });
      return { result: await this.detail(caller, input.id) };
    });
  }

  /** Deletes gateways of the subtree; refused while lights are behind one of them. */
  delete(caller: Caller, ids: number[], actor: Actor): Promise<void> {
    const unique = [...new Set(ids)];
    const entry = { action: 'gateway.delete', targetType: 'device', targetId: unique.join(',') };
    return audited(this.audit, actor, entry, async () => {
      await this.rules.assertFamily(caller, unique, DEVICE_TYPE.gateway, 'gateway');
      await this.devices.delete(caller, unique, actor);
      return { result: undefined };
    });
  }
}

/** Audit facts: what was given (an update leaves out what it did not change). */
function summary(input: GatewayChanges) {
  return { number: input.devicecode, mode: input.mode, lights: input.lights?.length };
}
