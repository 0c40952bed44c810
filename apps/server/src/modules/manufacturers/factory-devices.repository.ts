import type { FactoryDevice } from '@lamplighter/contract';
import { and, count, desc, eq, ilike, inArray, isNotNull, isNull, ne, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { givesValues } from '../../db/gives-values';
import { containsPattern } from '../../db/like';
import type { Caller } from '../../platform/caller';
import { visibleMakerOf } from './manufacturers.repository';
import { factoryDevices, manufacturers } from './manufacturers.table';

export interface FactoryDeviceRecord {
  code: string;
  verifyCode: string;
  typeId: number;
  model: string;
  productionDate: string | null;
  manufacturerId: number;
}

export interface FactoryDeviceFilter {
  pagenum: number;
  pagesize: number;
  keyword?: string | undefined;
  manufacturerid?: number | undefined;
  bound?: number | undefined;
}

/** What binding needs to know of a factory device, found by its number. */
export interface FactoryDeviceForBinding {
  id: number;
  code: string;
  verifyCode: string;
  typeId: number;
  model: string;
  manufacturerId: number;
  boundAt: Date | null;
}

const columns = {
  id: factoryDevices.id,
  code: factoryDevices.code,
  verifyCode: factoryDevices.verifyCode,
  typeId: factoryDevices.typeId,
  model: factoryDevices.model,
  productionDate: factoryDevices.productionDate,
  manufacturerId: factoryDevices.manufacturerId,
  manufacturerName: manufacturers.name,
  boundAt: factoryDevices.boundAt,
  createdAt: factoryDevices.createdAt,
};

function selectFactoryDevices(db: Database) {
  return db
    .select(columns)
    .from(factoryDevices)
    .innerJoin(manufacturers, eq(manufacturers.id, factoryDevices.manufacturerId))
    .$dynamic();
}

type Row = Awaited<ReturnType<typeof selectFactoryDevices>>[number];

function present(row: Row): FactoryDevice {
  return {
    id: row.id,
    devicecode: row.code,
    verifycode: row.verifyCode,
    devicetype: row.typeId,
    model: row.model,
    productiondate: row.productionDate,
    manufacturerid: row.manufacturerId,
    manufacturername: row.manufacturerName,
    bound: row.boundAt ? 1 : 0,
    boundtime: row.boundAt?.toISOString() ?? null,
    createtime: row.createdAt.toISOString(),
  };
}

/** Rolls a delete back when one of the devices was bound between the check and the delete. */
class BoundMeanwhile extends Error {
  constructor(readonly code: string) {
    super(`factory device ${code} was bound meanwhile`);
  }
}

export class FactoryDevicesRepository {
  constructor(private readonly db: Database) {}

  async list(caller: Caller, filter: FactoryDeviceFilter): Promise<{ list: FactoryDevice[]; total: number }> {
    const keyword = filter.keyword ? containsPattern(filter.keyword) : undefined;
    const where = and(
      visibleMakerOf(caller),
      keyword ? or(ilike(factoryDevices.code, keyword), ilike(factoryDevices.model, keyword)) : undefined,
      filter.manufacturerid ? eq(factoryDevices.manufacturerId, filter.manufacturerid) : undefined,
      filter.bound === undefined
        ? undefined
        : filter.bound === 1
          ? isNotNull(factoryDevices.boundAt)
          : isNull(factoryDevices.boundAt),
    );
    const [rows, [total]] = await Promise.all([
      selectFactoryDevices(this.db)
        .where(where)
        .orderBy(desc(factoryDevices.id))
        .limit(filter.pagesize)
        .offset((filter.pagenum - 1) * filter.pagesize),
      this.db
        .select({ value: count() })
        .from(factoryDevices)
        .innerJoin(manufacturers, eq(manufacturers.id, factoryDevices.manufacturerId))
        .where(where),
    ]);
    return { list: rows.map(present), total: total?.value ?? 0 };
  }

  async findVisible(caller: Caller, id: number): Promise<FactoryDevice | undefined> {
    const [row] = await selectFactoryDevices(this.db).where(
      and(eq(factoryDevices.id, id), visibleMakerOf(caller)),
    );
    return row ? present(row) : undefined;
  }

  async codeTaken(code: string, exceptId?: number): Promise<boolean> {
    const [row] = await this.db
      .select({ id: factoryDevices.id })
      .from(factoryDevices)
      .where(
        and(
          eq(factoryDevices.code, code),
          exceptId === undefined ? undefined : ne(factoryDevices.id, exceptId),
        ),
      );
    return row !== undefined;
  }

  async countOf(manufacturerIds: number[]): Promise<number> {
    const [row] = await this.db
      .select({ value: count() })
      .from(factoryDevices)
      .where(inArray(factoryDevices.manufacturerId, manufacturerIds));
    return row?.value ?? 0;
  }

  async create(record: FactoryDeviceRecord): Promise<number> {
    const [row] = await this.db.insert(factoryDevices).values(record).returning({ id: factoryDevices.id });
    if (!row) throw new Error('factory device insert returned nothing');
    return row.id;
  }

  /** Changes a device that is still unbound; answers false when a bind came first. */
  /** Writes the values given (undefined leaves a column as it is), unless the device is bound. */
  /** Writes the fields given to a device not bound yet; false when it is bound (or gone). */
  async updateUnbound(id: number, record: Partial<FactoryDeviceRecord>): Promise<boolean> {
    const unbound = and(eq(factoryDevices.id, id), isNull(factoryDevices.boundAt));
    const rows = !givesValues(record)
      ? await this.db.select({ id: factoryDevices.id }).from(factoryDevices).where(unbound)
      : await this.db.update(factoryDevices).set(record).where(unbound).returning({ id: factoryDevices.id });
    return rows.length === 1;
  }

  /**
   * Deletes the devices if none of them is bound. Answers the number of one that was bound
   * meanwhile (deleting nothing), or undefined when all are gone.
   */
  async deleteUnbound(ids: number[]): Promise<string | undefined> {
    try {
      await this.db.transaction(async (tx) => {
        const rows = await tx
          .delete(factoryDevices)
          .where(and(inArray(factoryDevices.id, ids), isNull(factoryDevices.boundAt)))
          .returning({ id: factoryDevices.id });
        if (rows.length === ids.length) return;
        const deleted = new Set(rows.map((row) => row.id));
        const [kept] = await tx
          .select({ code: factoryDevices.code })
          .from(factoryDevices)
          .where(
            inArray(
              factoryDevices.id,
              ids.filter((id) => !deleted.has(id)),
            ),
          );
        throw new BoundMeanwhile(kept?.code ?? '');
      });
      return undefined;
    } catch (error) {
      if (error instanceof BoundMeanwhile) return error.code;
      throw error;
    }
  }

  async findByCode(code: string): Promise<FactoryDeviceForBinding | undefined> {
    const [row] = await this.db
      .select({
        id: factoryDevices.id,
        code: factoryDevices.code,
        verifyCode: factoryDevices.verifyCode,
        typeId: factoryDevices.typeId,
        model: factoryDevices.model,
        manufacturerId: factoryDevices.manufacturerId,
        boundAt: factoryDevices.boundAt,
      })
      .from(factoryDevices)
      .where(eq(factoryDevices.code, code));
    return row;
  }

  /** Marks the device bound unless it already is; of two racing binds exactly one gets true. */
  async claim(id: number, at: Date): Promise<boolean> {
    const rows = await this.db
      .update(factoryDevices)
      .set({ boundAt: at })
      .where(and(eq(factoryDevices.id, id), isNull(factoryDevices.boundAt)))
      .returning({ id: factoryDevices.id });
    return rows.length === 1;
  }

  /** Gives a claim back when the device could not be added after all. */
  async release(id: number): Promise<void> {
    await this.db.update(factoryDevices).set({ boundAt: null }).where(eq(factoryDevices.id, id));
  }
}
