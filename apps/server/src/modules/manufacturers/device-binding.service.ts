import { createHash, timingSafeEqual } from 'node:crypto';
import { type DeviceDetail, type DeviceInput, translate } from '@lamplighter/contract';
import type { Actor, Caller } from '../../platform/caller';
import { databaseConflict } from '../../platform/database-conflict';
import { ApiError, fail } from '../../platform/errors';
import type { AuditService } from '../audit/audit.service';
import { type AuditEntry, audited } from '../audit/audited';
import { AttemptLimiter } from '../auth/attempt-limiter';
import type { FactoryDeviceForBinding, FactoryDevicesRepository } from './factory-devices.repository';

export interface BindInput {
  devicecode: string;
  verifycode: string;
  projectid: number;
  groupid?: number | undefined;
  devicename?: string | undefined;
  longitude?: number | undefined;
  latitude?: number | undefined;
  polenumber: string;
}

/** What binding needs of the devices module. */
export interface DeviceRegistry {
  add(
    caller: Caller,
    input: DeviceInput,
    actor: Actor,
    extras: { factoryMaker: number },
  ): Promise<{ device: DeviceDetail; token: string }>;
  /** Whether a device of the caller's subtree already carries the number. */
  inScope(caller: Caller, code: string): Promise<boolean>;
}

export interface BindLimits {
  /** Wrong attempts one account, and one address, may make within the window. */
  attempts: number;
  windowMs: number;
}

export const DEFAULT_BIND_LIMITS: BindLimits = { attempts: 10, windowMs: 10 * 60_000 };

/**
 * A customer adds a factory device to a project by typing its number and verification code. Every
 * failed guess answers the same refusal, whether the number is unknown, the code wrong or the
 * device bound elsewhere, and counts towards a limit per account and per address; only a number
 * already in the caller's own projects is named as such.
 */
export class DeviceBindingService {
  private readonly byAccount: AttemptLimiter;
  private readonly byAddress: AttemptLimiter;

  constructor(
    private readonly factoryDevices: FactoryDevicesRepository,
    private readonly devices: DeviceRegistry,
    private readonly audit: AuditService,
    limits: BindLimits = DEFAULT_BIND_LIMITS,
    private readonly now: () => number = Date.now,
  ) {
    this.byAccount = new AttemptLimiter(limits.attempts, limits.windowMs, now);
    this.byAddress = new AttemptLimiter(limits.attempts, limits.windowMs, now);
  }

  bind(caller: Caller, input: BindInput, actor: Actor): Promise<{ device: DeviceDetail; token: string }> {
    const entry: AuditEntry = {
      action: 'device.bind',
      targetType: 'device',
      detail: { number: input.devicecode, projectid: input.projectid },
    };
    return audited(this.audit, actor, entry, async () => {
      const wait = Math.max(
        this.byAccount.waitFor(String(caller.accountId)),
        this.byAddress.waitFor(actor.ip),
      );
      if (wait > 0) throw fail.tooFrequent(wait);
      const factory = await this.factoryDevices.findByCode(input.devicecode);
      const matches = sameCode(factory?.verifyCode, input.verifycode);
      if (!factory || !matches || factory.boundAt) return this.refuse(caller, actor, input.devicecode);
      if (!(await this.factoryDevices.claim(factory.id, new Date(this.now())))) {
        return this.refuse(caller, actor, input.devicecode);
      }
      try {
        const added = await this.devices.add(caller, deviceInputOf(factory, input), actor, {
          factoryMaker: factory.manufacturerId,
        });
        return { result: added, targetId: added.device.id, detail: { factorydeviceid: factory.id } };
      } catch (error) {
        await this.factoryDevices.release(factory.id);
        // A device added by hand under the same number since: the number is not free to bind.
        if (numberTaken(error)) return this.refuse(caller, actor, input.devicecode);
        throw error;
      }
    });
  }

  private async refuse(caller: Caller, actor: Actor, code: string): Promise<never> {
    if (await this.devices.inScope(caller, code)) throw fail.conflict('error.alreadyBound', { code });
    this.byAccount.hit(String(caller.accountId));
    this.byAddress.hit(actor.ip);
    throw fail.badRequestKey('error.bindRefused');
  }
}

/** Compares in constant time; an unknown number is compared too, against nothing that can match. */
function sameCode(stored: string | undefined, given: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();
  const equal = timingSafeEqual(digest(stored ?? `\u0000${given}`), digest(given));
  return stored !== undefined && equal;
}

function numberTaken(error: unknown): boolean {
  if (error instanceof ApiError) return error.ref?.key === 'error.deviceCodeTaken';
  return databaseConflict(error)?.message === translate('error.duplicate');
}

/** The device takes its family, model and manufacturer from the factory record. */
function deviceInputOf(factory: FactoryDeviceForBinding, input: BindInput): DeviceInput {
  return {
    devicecode: factory.code,
    devicename: input.devicename || factory.code,
    devicetype: factory.typeId,
    projectid: input.projectid,
    groupid: input.groupid,
    serialnumber: '',
    verifycode: factory.verifyCode,
    communicationtype: '',
    isnbiot: 0,
    isbms: 0,
    isgridcomplementary: 0,
    longitude: input.longitude,
    latitude: input.latitude,
    polenumber: input.polenumber,
    manufacturerid: factory.manufacturerId,
    model: factory.model,
    firmwareversion: '',
    remark: '',
  };
}
