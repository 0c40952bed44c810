import type { Manufacturer, ManufacturerOption } from '@lamplighter/contract';
import { and, asc, count, eq, ilike, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { givesValues } from '../../db/gives-values';
import { containsPattern } from '../../db/like';
import type { Caller } from '../../platform/caller';
import { accountInSubtree } from '../../platform/scope';
import { accounts } from '../accounts/accounts.table';
import { manufacturers } from './manufacturers.table';

export interface ManufacturerRecord {
  name: string;
  code: string;
  contact: string;
  phone: string;
  address: string;
  remark: string;
  makerAccountId: number | null;
}

export interface ManufacturerFilter {
  pagenum: number;
  pagesize: number;
  keyword?: string | undefined;
}

/** Manufacturers managed inside the caller's subtree: the ones it may see on the management screen. */
export function managedBy(caller: Caller): SQL {
  return accountInSubtree(manufacturers.accountId, caller);
}

/** Managed inside the subtree, or made by the caller's own account: whose factory devices it sees. */
export function visibleMakerOf(caller: Caller): SQL {
  return or(managedBy(caller), eq(manufacturers.makerAccountId, caller.accountId)) as SQL;
}

const maker = alias(accounts, 'maker');

const columns = {
  id: manufacturers.id,
  name: manufacturers.name,
  code: manufacturers.code,
  contact: manufacturers.contact,
  phone: manufacturers.phone,
  address: manufacturers.address,
  remark: manufacturers.remark,
  makerAccountId: manufacturers.makerAccountId,
  makerName: maker.username,
  createdAt: manufacturers.createdAt,
  // Written out: drizzle leaves columns unqualified in a correlated subquery.
  deviceCount: sql<number>`(select count(*)::int from factory_devices fd where fd.manufacturer_id = manufacturers.id)`,
};

function selectManufacturers(db: Database) {
  return db
    .select(columns)
    .from(manufacturers)
    .leftJoin(maker, eq(maker.id, manufacturers.makerAccountId))
    .$dynamic();
}

type Row = Awaited<ReturnType<typeof selectManufacturers>>[number];

function present(row: Row): Manufacturer {
  return {
    id: row.id,
    name: row.name,
    code: row.code,
    contact: row.contact,
    phone: row.phone,
    address: row.address,
    remark: row.remark,
    accountid: row.makerAccountId,
    accountname: row.makerName ?? '',
    devicecount: Number(row.deviceCount),
    createtime: row.createdAt.toISOString(),
  };
}

export class ManufacturersRepository {
  constructor(private readonly db: Database) {}

  private select() {
    return selectManufacturers(this.db);
  }

  async list(caller: Caller, filter: ManufacturerFilter): Promise<{ list: Manufacturer[]; total: number }> {
    const keyword = filter.keyword ? containsPattern(filter.keyword) : undefined;
    const where = and(
      managedBy(caller),
      keyword
        ? or(
            ilike(manufacturers.name, keyword),
            ilike(manufacturers.code, keyword),
            ilike(manufacturers.contact, keyword),
            ilike(manufacturers.phone, keyword),
          )
        : undefined,
    );
    const [rows, [total]] = await Promise.all([
      this.select()
        .where(where)
        .orderBy(asc(manufacturers.id))
        .limit(filter.pagesize)
        .offset((filter.pagenum - 1) * filter.pagesize),
      this.db.select({ value: count() }).from(manufacturers).where(where),
    ]);
    return { list: rows.map(present), total: total?.value ?? 0 };
  }

  async findManaged(caller: Caller, id: number): Promise<Manufacturer | undefined> {
    const [row] = await this.select().where(and(eq(manufacturers.id, id), managedBy(caller)));
    return row ? present(row) : undefined;
  }

  /** The manufacturers whose factory devices the caller registers and sees, by name. */
  async visibleOptions(caller: Caller): Promise<ManufacturerOption[]> {
    return this.db
      .select({ id: manufacturers.id, name: manufacturers.name })
      .from(manufacturers)
      .where(visibleMakerOf(caller))
      .orderBy(asc(manufacturers.name), asc(manufacturers.id));
  }

  async nameTaken(name: string, exceptId?: number): Promise<boolean> {
    const [row] = await this.db
      .select({ id: manufacturers.id })
      .from(manufacturers)
      .where(
        and(
          eq(manufacturers.name, name),
          exceptId === undefined ? undefined : ne(manufacturers.id, exceptId),
        ),
      );
    return row !== undefined;
  }

  async create(accountId: number, record: ManufacturerRecord): Promise<number> {
    const [row] = await this.db
      .insert(manufacturers)
      .values({ accountId, ...record })
      .returning({ id: manufacturers.id });
    if (!row) throw new Error('manufacturer insert returned nothing');
    return row.id;
  }

  /** Writes the fields given (an undefined one leaves its column as it is); none given changes nothing. */
  async update(id: number, record: Partial<ManufacturerRecord>): Promise<void> {
    if (!givesValues(record)) return;
    await this.db.update(manufacturers).set(record).where(eq(manufacturers.id, id));
  }

  async deleteMany(ids: number[]): Promise<void> {
    await this.db.delete(manufacturers).where(inArray(manufacturers.id, ids));
  }
}
