import { DEVICE_TYPE, type GatewayMode } from '@lamplighter/contract';
import type { Actor, Caller } from '../../platform/caller';
import type { AuditService } from '../audit/audit.service';
import { type AuditEntry, audited } from '../audit/audited';
import {
  type DeviceFamilies,
  type FamilyChanges,
  type FamilyFields,
  type FamilyPage,
  familyDeviceInput,
} from '../devices/device-families.service';
import type { AddedDevice, DevicesService } from '../devices/devices.service';

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
    private readonly families: DeviceFamilies,
    private readonly audit: AuditService,
  ) {}

  /** A page of gateways, each with its mode and how many lights of the subtree are behind it. */
  async list(caller: Caller, query: FamilyPage) {
    const page = await this.families.page(caller, DEVICE_TYPE.gateway, query);
    const facts = await this.families.gatewayFacts(
      caller,
      page.list.map((gateway) => gateway.id),
    );
    const list = page.list.map((gateway) => ({
      ...gateway,
      mode: facts.get(gateway.id)?.mode ?? ('matrix' as const),
      lightcount: facts.get(gateway.id)?.lightcount ?? 0,
    }));
    return [{ total: page.total, list }];
  }

  async detail(caller: Caller, id: number) {
    await this.families.assertFamily(caller, [id], DEVICE_TYPE.gateway, 'gateway');
    const [device, facts, lights] = await Promise.all([
      this.devices.detail(caller, { id }),
      this.families.gatewayFacts(caller, [id]),
      this.families.behindGateway(caller, id),
    ]);
    return { ...device, mode: facts.get(id)?.mode ?? 'matrix', lights };
  }

  add(caller: Caller, input: GatewayInput, actor: Actor): Promise<AddedDevice> {
    const entry: AuditEntry = { action: 'gateway.add', targetType: 'device', detail: summary(input) };
    return audited(this.audit, actor, entry, async () => {
      const lightIds = await this.families.lightIds(caller, input.lights);
      const device = familyDeviceInput(input, DEVICE_TYPE.gateway);
      const added = await this.devices.add(caller, device, actor, { gatewayMode: input.mode });
      await this.families.linkGateway(caller, added.device.id, {
        mode: input.mode,
        lightIds: [...lightIds.values()],
      });
      return { targetId: added.device.id, result: added };
    });
  }

  /** Changes the gateway; `lights`, when sent, is the whole set behind it afterwards. */
  update(caller: Caller, input: GatewayChanges & { id: number }, actor: Actor) {
    const entry: AuditEntry = {
      action: 'gateway.update',
      targetType: 'device',
      targetId: input.id,
      detail: summary(input),
    };
    return audited(this.audit, actor, entry, async () => {
      await this.families.assertFamily(caller, [input.id], DEVICE_TYPE.gateway, 'gateway');
      const { mode, lights, ...device } = input;
      const lightIds = lights && [...(await this.families.lightIds(caller, lights)).values()];
      await this.devices.update(caller, device, actor);
      await this.families.linkGateway(caller, input.id, { mode, lightIds });
      return { result: await this.detail(caller, input.id) };
    });
  }

  /** Deletes gateways of the subtree; refused while lights are behind one of them. */
  delete(caller: Caller, ids: number[], actor: Actor): Promise<void> {
    const unique = [...new Set(ids)];
    const entry: AuditEntry = { action: 'gateway.delete', targetType: 'device', targetId: unique.join(',') };
    return audited(this.audit, actor, entry, async () => {
      await this.families.assertFamily(caller, unique, DEVICE_TYPE.gateway, 'gateway');
      await this.devices.delete(caller, unique, actor);
      return { result: undefined };
    });
  }
}

/** Audit facts: what was given (an update leaves out what it did not change). */
function summary(input: GatewayChanges) {
  return { number: input.devicecode, mode: input.mode, lights: input.lights?.length };
}
