import type { FactoryDevice, ManufacturerOption } from '@lamplighter/contract';
import type { Actor, Caller } from '../../platform/caller';
import { fail } from '../../platform/errors';
import type { AuditService } from '../audit/audit.service';
import { type AuditEntry, audited } from '../audit/audited';
import type { FactoryDeviceFilter, FactoryDevicesRepository } from './factory-devices.repository';
import type { ManufacturersRepository } from './manufacturers.repository';

export interface FactoryDeviceInput {
  devicecode: string;
  verifycode: string;
  devicetype: number;
  model: string;
  productiondate?: string | undefined;
  manufacturerid?: number | undefined;
}

/** An update: the fields sent change; left out (undefined) they stay, a null date clears it. */
export type FactoryDeviceChanges = {
  [K in Exclude<keyof FactoryDeviceInput, 'productiondate'>]?: FactoryDeviceInput[K] | undefined;
} & { productiondate?: string | null | undefined };

/** Whether a device in a project already carries the number; the devices module answers. */
export type DeviceCodeInUse = (code: string) => Promise<boolean>;

/**
 * Devices as their manufacturers registered them. An account registers for the manufacturers it
 * sees: those it makes for and those managed in its subtree. Once bound, a device is the
 * customer's and its factory record no longer changes.
 */
export class FactoryDevicesService {
  constructor(
    private readonly repository: FactoryDevicesRepository,
    private readonly manufacturers: ManufacturersRepository,
    private readonly deviceCodeInUse: DeviceCodeInUse,
    private readonly audit: AuditService,
  ) {}

  manufacturerOptions(caller: Caller): Promise<ManufacturerOption[]> {
    return this.manufacturers.visibleOptions(caller);
  }

  async list(caller: Caller, filter: FactoryDeviceFilter) {
    return [await this.repository.list(caller, filter)];
  }

  add(caller: Caller, input: FactoryDeviceInput, actor: Actor): Promise<FactoryDevice> {
    const entry: AuditEntry = {
      action: 'factorydevice.add',
      targetType: 'factorydevice',
      detail: detailOf(input),
    };
    return audited(this.audit, actor, entry, async () => {
      const manufacturerId = await this.manufacturerFor(caller, input.manufacturerid);
      await this.assertNumberFree(input.devicecode);
      const id = await this.repository.create({
        ...recordOf(input),
        productionDate: input.productiondate ?? null,
        manufacturerId,
      });
      return { result: await this.visible(caller, id), targetId: id };
    });
  }

  update(caller: Caller, input: FactoryDeviceChanges & { id: number }, actor: Actor): Promise<FactoryDevice> {
    const entry: AuditEntry = {
      action: 'factorydevice.update',
      targetType: 'factorydevice',
      targetId: input.id,
      detail: detailOf(input),
    };
    return audited(this.audit, actor, entry, async () => {
      const current = await this.visible(caller, input.id);
      if (current.bound) throw bound(current.devicecode);
      const manufacturerId =
        input.manufacturerid === undefined
          ? undefined
          : await this.manufacturerFor(caller, input.manufacturerid);
      if (input.devicecode !== undefined && input.devicecode !== current.devicecode)
        await this.assertNumberFree(input.devicecode, input.id);
      const changed = await this.repository.updateUnbound(input.id, { ...recordOf(input), manufacturerId });
      if (!changed) throw bound(current.devicecode);
      return { result: await this.visible(caller, input.id) };
    });
  }

  delete(caller: Caller, ids: number[], actor: Actor): Promise<void> {
    const unique = [...new Set(ids)];
    const entry: AuditEntry = {
      action: 'factorydevice.delete',
      targetType: 'factorydevice',
      targetId: unique.join(','),
    };
    return audited(this.audit, actor, entry, async () => {
      for (const id of unique) {
        const device = await this.visible(caller, id);
        if (device.bound) throw bound(device.devicecode);
      }
      const boundMeanwhile = await this.repository.deleteUnbound(unique);
      if (boundMeanwhile !== undefined) throw bound(boundMeanwhile);
      return { result: undefined };
    });
  }

  private async visible(caller: Caller, id: number): Promise<FactoryDevice> {
    const found = await this.repository.findVisible(caller, id);
    if (!found) throw fail.notFound('factory device');
    return found;
  }

  /**
   * The manufacturer a device is registered for: the one asked for if the caller sees it, else the
   * only one the caller sees.
   */
  private async manufacturerFor(caller: Caller, requested: number | undefined): Promise<number> {
    const options = await this.manufacturers.visibleOptions(caller);
    if (requested !== undefined) {
      if (!options.some((option) => option.id === requested)) throw fail.notFound('manufacturer');
      return requested;
    }
    const [only, ...others] = options;
    if (!only) throw fail.forbidden('error.notAManufacturer');
    if (others.length > 0) throw fail.invalidField('manufacturerid', 'validation.selectManufacturer');
    return only.id;
  }

  /** Device numbers are unique among factory devices and devices already in projects alike. */
  private async assertNumberFree(code: string, exceptId?: number): Promise<void> {
    if ((await this.repository.codeTaken(code, exceptId)) || (await this.deviceCodeInUse(code))) {
      throw fail.conflict('error.deviceCodeTaken', { code });
    }
  }
}

function bound(code: string) {
  return fail.conflict('error.factoryDeviceBound', { code });
}

/** The columns of the fields given; undefined ones are left as they are. */
function recordOf<T extends FactoryDeviceChanges>(
  input: T,
): {
  code: T['devicecode'];
  verifyCode: T['verifycode'];
  typeId: T['devicetype'];
  model: T['model'];
  productionDate: T['productiondate'];
} {
  return {
    code: input.devicecode,
    verifyCode: input.verifycode,
    typeId: input.devicetype,
    model: input.model,
    productionDate: input.productiondate,
  };
}

/** Audit facts (what was given); the verification code stays out of the log. */
function detailOf(input: FactoryDeviceChanges) {
  return {
    number: input.devicecode,
    devicetype: input.devicetype,
    manufacturerid: input.manufacturerid,
  };
}
