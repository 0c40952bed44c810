import type { Manufacturer } from '@lamplighter/contract';
import type { Actor, Caller } from '../../platform/caller';
import { fail } from '../../platform/errors';
import type { AuditService } from '../audit/audit.service';
import { type AuditEntry, audited } from '../audit/audited';
import type { FactoryDevicesRepository } from './factory-devices.repository';
import type { ManufacturerFilter, ManufacturersRepository } from './manufacturers.repository';

export interface ManufacturerInput {
  name: string;
  code: string;
  contact: string;
  phone: string;
  address: string;
  remark: string;
  /** The account that registers the manufacturer's devices (the table's maker account). */
  accountid?: number | undefined;
}

/** An update: the fields sent change; left out (undefined) they stay, a null maker account clears it. */
export type ManufacturerChanges = {
  [K in Exclude<keyof ManufacturerInput, 'accountid'>]?: ManufacturerInput[K] | undefined;
} & { accountid?: number | null | undefined };

/** Whether an account lies in the caller's subtree; the accounts module answers. */
export type AccountInScope = (caller: Caller, accountId: number) => Promise<boolean>;

/**
 * Manufacturer management: entries belong to the account that manages them and are seen by its
 * subtree; each may name a maker account of that subtree, which registers its factory devices.
 */
export class ManufacturersService {
  constructor(
    private readonly repository: ManufacturersRepository,
    private readonly factoryDevices: FactoryDevicesRepository,
    private readonly accountInScope: AccountInScope,
    private readonly audit: AuditService,
  ) {}

  async list(caller: Caller, filter: ManufacturerFilter) {
    return [await this.repository.list(caller, filter)];
  }

  add(caller: Caller, input: ManufacturerInput, actor: Actor): Promise<Manufacturer> {
    const entry: AuditEntry = {
      action: 'manufacturer.add',
      targetType: 'manufacturer',
      detail: detailOf(input),
    };
    return audited(this.audit, actor, entry, async () => {
      await this.assertValid(caller, input);
      const id = await this.repository.create(caller.accountId, {
        ...recordOf(input),
        makerAccountId: input.accountid ?? null,
      });
      return { result: await this.managed(caller, id), targetId: id };
    });
  }

  update(caller: Caller, input: ManufacturerChanges & { id: number }, actor: Actor): Promise<Manufacturer> {
    const entry: AuditEntry = {
      action: 'manufacturer.update',
      targetType: 'manufacturer',
      targetId: input.id,
      detail: detailOf(input),
    };
    return audited(this.audit, actor, entry, async () => {
      await this.managed(caller, input.id);
      await this.assertValid(caller, input, input.id);
      await this.repository.update(input.id, recordOf(input));
      return { result: await this.managed(caller, input.id) };
    });
  }

  delete(caller: Caller, ids: number[], actor: Actor): Promise<void> {
    const unique = [...new Set(ids)];
    const entry: AuditEntry = {
      action: 'manufacturer.delete',
      targetType: 'manufacturer',
      targetId: unique.join(','),
    };
    return audited(this.audit, actor, entry, async () => {
      for (const id of unique) await this.managed(caller, id);
      const count = await this.factoryDevices.countOf(unique);
      if (count > 0) throw fail.conflict('error.manufacturerHasDevices', { count });
      await this.repository.deleteMany(unique);
      return { result: undefined };
    });
  }

  private async managed(caller: Caller, id: number): Promise<Manufacturer> {
    const found = await this.repository.findManaged(caller, id);
    if (!found) throw fail.notFound('manufacturer');
    return found;
  }

  /** What is given: a maker account of the subtree, a name no other manufacturer has. */
  private async assertValid(caller: Caller, input: ManufacturerChanges, exceptId?: number): Promise<void> {
    const maker = input.accountid;
    if (maker !== undefined && maker !== null && !(await this.accountInScope(caller, maker))) {
      throw fail.badRequestKey('error.makerOutsideScope');
    }
    if (input.name !== undefined && (await this.repository.nameTaken(input.name, exceptId))) {
      throw fail.conflict('error.manufacturerNameTaken', { name: input.name });
    }
  }
}

/** The columns of the fields given; undefined ones are left as they are. */
function recordOf<T extends ManufacturerChanges>(
  input: T,
): Pick<T, 'name' | 'code' | 'contact' | 'phone' | 'address' | 'remark'> & {
  makerAccountId: T['accountid'];
} {
  return {
    name: input.name,
    code: input.code,
    contact: input.contact,
    phone: input.phone,
    address: input.address,
    remark: input.remark,
    makerAccountId: input.accountid,
  };
}

/** Audit facts: what was given (an update leaves out what it did not change). */
function detailOf(input: ManufacturerChanges) {
  return { name: input.name, accountid: input.accountid };
}
