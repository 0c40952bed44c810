import { domainKeys, sharedKeys } from '../../../shared/api/query-keys';

/**
 * The menu screen's queries, under the menus' root (where the shared list of every entry is too).
 * A menu write reloads the caller's own menu tree as well, in every language.
 */
export const menuKeys = {
  all: domainKeys.menus,
  list: sharedKeys.menuList,
  userMenuTrees: sharedKeys.menuTrees,
};
