import { date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts } from '../accounts/accounts.table';

/**
 * Makers of devices. `account_id` is the account that manages the entry (its subtree sees it);
 * `maker_account_id` the account of the manufacturer itself, which registers factory devices.
 */
export const manufacturers = pgTable(
  'manufacturers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'restrict' }),
    makerAccountId: integer('maker_account_id').references(() => accounts.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    code: text('code').notNull().default(''),
    contact: text('contact').notNull().default(''),
    phone: text('phone').notNull().default(''),
    address: text('address').notNull().default(''),
    remark: text('remark').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('manufacturers_name_idx').on(table.name),
    index('manufacturers_account_idx').on(table.accountId),
    index('manufacturers_maker_account_idx').on(table.makerAccountId),
  ],
);

/**
 * Devices as their manufacturer registered them, before any customer has them: number and
 * verification code are what a customer types to bind one to a project. The code is kept as
 * typed (the manufacturer prints it on the device) and compared in constant time.
 */
export const factoryDevices = pgTable(
  'factory_devices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    manufacturerId: integer('manufacturer_id')
      .notNull()
      .references(() => manufacturers.id, { onDelete: 'restrict' }),
    code: text('code').notNull(),
    verifyCode: text('verify_code').notNull(),
    typeId: integer('type_id').notNull(),
    model: text('model').notNull().default(''),
    productionDate: date('production_date', { mode: 'string' }),
    boundAt: timestamp('bound_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('factory_devices_code_idx').on(table.code),
    index('factory_devices_manufacturer_idx').on(table.manufacturerId),
  ],
);
