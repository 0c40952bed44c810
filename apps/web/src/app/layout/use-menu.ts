import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { menuTreeQuery } from '../../shared/api/queries';
import { rememberedBrand } from '../../shared/auth/login-entry';
import { hasScreen } from '../page-registry';
import { buildSidebar, menuRoutes } from './menu-model';

/** The signed-in user's sidebar and screen routes, from the server menu. */
export function useMenu() {
  const { i18n } = useTranslation();
  const { data = [] } = useQuery(menuTreeQuery(i18n.language));
  return useMemo(
    () => ({
      sidebar: buildSidebar(data, hasScreen, rememberedBrand()),
      routes: menuRoutes(data).filter((route) => hasScreen(route.component)),
    }),
    [data],
  );
}
