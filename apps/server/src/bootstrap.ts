import { randomInt } from 'node:crypto';
import { checkPassword, menuCatalogue, permissionKeys, translate } from '@lamplighter/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { AccountsRepository } from './modules/accounts/accounts.repository';
import type { PasswordHasher } from './modules/auth/password-hasher';
import type { BrandsRepository } from './modules/brands/brands.repository';
import type { MenusRepository } from './modules/menus/menus.repository';
import type { ReferenceRepository } from './modules/reference/reference.repository';
import type { RolesRepository } from './modules/roles/roles.repository';
import type { SettingsRepository } from './modules/settings/settings.repository';

export interface BootstrapParts {
  config: Pick<Config, 'adminPassword' | 'passwordPolicy'>;
  log: FastifyBaseLogger;
  settings: SettingsRepository;
  roles: RolesRepository;
  menus: MenusRepository;
  accounts: AccountsRepository;
  reference: ReferenceRepository;
  brands: BrandsRepository;
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
export async function bootstrap(parts: BootstrapParts): Promise<void> {
  const known = await parts.settings.getOrCreate('permission_keys', () => '');
  await parts.roles.seedBuiltin(known === '' ? [] : known.split(','));
  await parts.settings.setValue('permission_keys', permissionKeys.join(','));

  const addedMenus = await parts.menus.seedCatalogue(menuCatalogue);
  const builtin = await parts.roles.builtinRoles();
  await parts.roles.linkMenus(
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

  await parts.reference.seed();
  await parts.brands.seed();

  if ((await parts.accounts.count()) === 0) {
    const given = parts.config.adminPassword;
    if (given !== undefined) {
      const failure = checkPassword(given, parts.config.passwordPolicy, 'admin');
      if (failure) throw new Error(`ADMIN_PASSWORD: ${translate(failure.key, 'en', failure.params)}`);
    }
    const password = given ?? generatePassword();
    const adminRole = (await parts.roles.idsByCode(['admin'])).get('admin');
    if (!adminRole) throw new Error('built-in role admin is missing');
    await parts.accounts.create(
      {
        username: 'admin',
        passwordHash: await parts.hasher.hash(password),
        realname: 'Administrator',
        roleId: adminRole.id,
      },
      null,
    );
    if (given === undefined) {
      parts.log.warn(
        `first start: created account "admin" with password ${password} - it is shown only this once; change it after signing in`,
      );
    } else {
      parts.log.info('first start: created account "admin" with the password from ADMIN_PASSWORD');
    }
  }
}
