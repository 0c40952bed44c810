import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/**
 * Screens by the `component` name the server's menu gives them; each is loaded when first shown.
 * A menu entry whose component is not here is left out of the sidebar.
 */
export const pageRegistry: Record<string, LazyExoticComponent<ComponentType>> = {
  'system/account/index': lazy(() => import('../features/accounts/pages/account-page')),
  'system/role/index': lazy(() => import('../features/roles/pages/role-page')),
  'system/brand/index': lazy(() => import('../features/brands/pages/brand-page')),
  'system/audit/index': lazy(() => import('../features/audit/pages/audit-page')),
};

export function hasScreen(component: string): boolean {
  return component in pageRegistry;
}
