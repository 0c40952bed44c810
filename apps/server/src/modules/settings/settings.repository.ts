import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { settings } from './settings.table';

export class SettingsRepository {
  constructor(private readonly db: Database) {}

  /**
   * The stored value of a setting, created with `make()` the first time. Two processes starting
   * together agree on one value: the first insert wins and both read it back.
   */
  async getOrCreate(key: string, make: () => string): Promise<string> {
    await this.db.insert(settings).values({ key, value: make() }).onConflictDoNothing();
    const [row] = await this.db.select({ value: settings.value }).from(settings).where(eq(settings.key, key));
    if (!row) throw new Error(`setting ${key} could not be stored`);
    return row.value;
  }

  async setValue(key: string, value: string): Promise<void> {
    await this.db
      .insert(settings)
      .values({ key, value })
      .onConflictDoUpdate({ target: settings.key, set: { value } });
  }
}
