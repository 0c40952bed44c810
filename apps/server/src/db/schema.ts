/** Every table, for drizzle-kit and for typed queries. Modules own their tables; this only gathers them. */
export * from '../modules/accounts/accounts.table';
export * from '../modules/audit/audit.table';
export * from '../modules/auth/auth.table';
export * from '../modules/brands/brands.table';
export * from '../modules/commands/commands.table';
export * from '../modules/devices/devices.table';
export * from '../modules/loop-controllers/loop-controllers.table';
export * from '../modules/manufacturers/manufacturers.table';
export * from '../modules/menus/menus.table';
export * from '../modules/messaging/outbox.table';
export * from '../modules/notifications/notifications.table';
export * from '../modules/projects/projects.table';
export * from '../modules/reference/reference.table';
export * from '../modules/roles/roles.table';
export * from '../modules/settings/settings.table';
export * from '../modules/telemetry/telemetry.table';
export * from '../modules/warnings/warnings.table';
