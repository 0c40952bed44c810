import { randomInt } from 'node:crypto';
import { checkPassword, menuCatalogue, permissionKeys, translate } from '@lamplighter/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Database } from './db/client';
import { AccountsRepository } from './modules/accounts/accounts.repository';
import type { PasswordHasher } from './modules/auth/password-hasher';
import { BrandsRepository } from './modules/brands/brands.repository';
import { MenusRepository } from './modules/menus/menus.repository';
import { ReferenceRepository } from './modules/reference/reference.repository';
import { RolesRepository } from './modules/roles/roles.repository';
import type { SettingsRepository } from './modules/settings/settings.repository';

export interface BootstrapParts {
  config: Pick<Config, 'adminPassword' | 'passwordPolicy'>;
  log: FastifyBaseLogger;
  db: Database;
  settings: SettingsRepository;
  hasher: PasswordHasher;
}

const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

/** A random password that meets every policy: letters, digits and a symbol, no runs. */
export function generatePassword(): string {
  for (;;) {
    const body = Array.from({ length: 15 }, () => alphabet[randomInt(alphabet.length)]).join('');
    const candidate = `${body}#${randomInt(10)}`;
    if (checkPassword(candidate, { policy: 'strong-without-username', minLength: 8 }, 'admin') === null) {
      return candidate;
    }
  }
}

/**
 * Brings an empty or older database up to what this version needs: built-in roles and their new
 * permission keys, menu entries of the screens that exist, reference data, and the first account.
 */
export async function bootstrap({ config, log, db, settings, hasher }: BootstrapParts): Promise<void> {
  const roles = new RolesRepository(db);
  const known = await settings.getOrCreate('permission_keys', () => '');
  await roles.seedBuiltin(known === '' ? [] : known.split(','));
  await settings.setValue('permission_keys', permissionKeys.join(','));

  const addedMenus = await new MenusRepository(db).seedCatalogue(menuCatalogue);
  const builtin = await roles.builtinRoles();
  await roles.linkMenus(
    addedMenus.flatMap((menu) =>
      builtin
        .filter((role) =>
          menu.permission
            ? role.permissions.includes(menu.permission)
            : menu.childPermissions.some((key) => role.permissions.includes(key)),
        )
        .map((role) => ({ roleId: role.id, menuId: menu.id })),
    ),
  );

  await new ReferenceRepository(db).seed();
  await new BrandsRepository(db).seed();

  const accounts = new AccountsRepository(db);
  if ((await accounts.count()) === 0) {
    const given = config.adminPassword;
    if (given !== undefined) {
      const failure = checkPassword(given, config.passwordPolicy, 'admin');
      if (failure) throw new Error(`ADMIN_PASSWORD: ${translate(failure.key, 'en', failure.params)}`);
    }
    const password = given ?? generatePassword();
    const adminRole = (await roles.idsByCode(['admin'])).get('admin');
    if (!adminRole) throw new Error('built-in role admin is missing');
    await accounts.create(
      {
        username: 'admin',
        passwordHash: await hasher.hash(password),
        realname: 'Administrator',
        roleId: adminRole.id,
      },
      null,
    );
    if (given === undefined) {
      log.warn(
        `first start: created account "admin" with password ${password} - it is shown only this once; change it after signing in`,
      );
    } else {
      log.info('first start: created account "admin" with the password from ADMIN_PASSWORD');
    }
  }
}
