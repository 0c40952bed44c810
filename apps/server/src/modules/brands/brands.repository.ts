import { brandKeys } from '@lamplighter/contract';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { placeholderBrand } from './brands.catalogue';
import { brands } from './brands.table';

const brandColumns = {
  key: brands.key,
  titleZh: brands.titleZh,
  titleEn: brands.titleEn,
  color: brands.color,
  hasLogo: brands.logoMime,
  updatedAt: brands.updatedAt,
};

export class BrandsRepository {
  constructor(private readonly db: Database) {}

  async seed(): Promise<void> {
    await this.db
      .insert(brands)
      .values(brandKeys.map((key) => ({ key, ...placeholderBrand(key) })))
      .onConflictDoNothing();
  }

  all() {
    return this.db.select(brandColumns).from(brands).orderBy(asc(brands.key));
  }

  async find(key: string) {
    const [row] = await this.db.select(brandColumns).from(brands).where(eq(brands.key, key));
    return row;
  }

  async logo(key: string) {
    const [row] = await this.db
      .select({ mime: brands.logoMime, data: brands.logo })
      .from(brands)
      .where(eq(brands.key, key));
    return row;
  }

  async update(key: string, patch: Partial<typeof brands.$inferInsert>): Promise<void> {
    await this.db
      .update(brands)
      .set({ ...patch, updatedAt: new Date() })
      .where(eq(brands.key, key));
  }
}
