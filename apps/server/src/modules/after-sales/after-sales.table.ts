import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from '../accounts/accounts.table';
import { devices } from '../devices/devices.table';
import { projects } from '../projects/projects.table';

/**
 * An after-sales ticket belongs to the account that owns its device (or its project, for a ticket
 * about no device): that account's subtree sees it. Names are kept as they were when the ticket was
 * written, so that a ticket still reads right after its device or project is gone.
 */
export const afterSales = pgTable(
  'after_sales',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    code: text('code').notNull().unique(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    projectId: integer('project_id').references(() => projects.id, { onDelete: 'set null' }),
    projectName: text('project_name').notNull().default(''),
    deviceId: integer('device_id').references(() => devices.id, { onDelete: 'set null' }),
    deviceCode: text('device_code').notNull().default(''),
    deviceName: text('device_name').notNull().default(''),
    description: text('description').notNull(),
    status: text('status').notNull().default('pending'),
    type: text('type').notNull(),
    priority: text('priority').notNull(),
    creatorId: integer('creator_id').references(() => accounts.id, { onDelete: 'set null' }),
    creatorName: text('creator_name').notNull(),
    handlerId: integer('handler_id').references(() => accounts.id, { onDelete: 'set null' }),
    handlerName: text('handler_name').notNull().default(''),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    remark: text('remark').notNull().default(''),
    faultCount: integer('fault_count').notNull().default(0),
    faultReason: text('fault_reason').notNull().default(''),
    verification: text('verification').notNull().default(''),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('after_sales_account_created_idx').on(table.accountId, table.createdAt),
    // The list's order: a page is read from the newest down, whatever the filter.
    index('after_sales_created_idx').on(table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    index('after_sales_device_completed_idx').on(table.deviceId, table.completedAt),
    index('after_sales_handler_idx').on(table.handlerId),
  ],
);

/** What happened to a ticket, in order: who did what, from which status to which, and why. */
export const afterSaleEvents = pgTable(
  'after_sale_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    afterSaleId: bigint('after_sale_id', { mode: 'number' })
      .notNull()
      .references(() => afterSales.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    fromStatus: text('from_status').notNull().default(''),
    toStatus: text('to_status').notNull().default(''),
    actorName: text('actor_name').notNull().default(''),
    remark: text('remark').notNull().default(''),
    detail: text('detail').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('after_sale_events_ticket_idx').on(table.afterSaleId, table.id)],
);

/** A file attached to a ticket; its bytes live in the attachment folder under `storage_key`. */
export const afterSaleAttachments = pgTable(
  'after_sale_attachments',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    afterSaleId: bigint('after_sale_id', { mode: 'number' })
      .notNull()
      .references(() => afterSales.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    hasThumbnail: integer('has_thumbnail').notNull().default(0),
    uploaderName: text('uploader_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('after_sale_attachments_ticket_idx').on(table.afterSaleId)],
);
