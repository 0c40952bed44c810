import type { MenuNode } from '@lamplighter/contract';

/** One item of the sidebar, already resolved from the server's menu. */
export interface SidebarItem {
  key: string;
  title: string;
  icon: string;
  /** Route path inside the app, or a link opened in a new tab: a hash link (`#/…`) or an external URL. */
  target: string;
  kind: 'route' | 'hash-link' | 'external';
  children: SidebarItem[];
}

function joinPath(parent: string, path: string): string {
  if (path.startsWith('/') || /^https?:\/\//.test(path) || path.startsWith('to:')) return path;
  return `${parent.replace(/\/$/, '')}/${path}`;
}

/** The app's own route a `to:` path links to: `/screen` for `to:screen`. */
const linkedRoute = (path: string) => path.slice(3).replace(/^\/?/, '/');

/** The app's own routes the permitted menu links to with `to:` paths, hidden entries included. */
export function linkedRoutes(entries: readonly MenuNode[]): Set<string> {
  const routes = new Set<string>();
  const visit = (nodes: readonly MenuNode[]) => {
    for (const node of nodes) {
      if (node.path.startsWith('to:')) routes.add(linkedRoute(node.path));
      visit(node.children);
    }
  };
  visit(entries);
  return routes;
}

/** `to:` paths are links to the app's own hash routes; `to:screen` is the custom screen for brand sy. */
export function resolveTarget(path: string, brand: string): Pick<SidebarItem, 'target' | 'kind'> {
  if (/^https?:\/\//.test(path)) return { target: path, kind: 'external' };
  if (path.startsWith('to:')) {
    const route = linkedRoute(path);
    const screen = route === '/screen' && brand === 'sy' ? '/screen-custom' : route;
    return { target: `#${screen}`, kind: 'hash-link' };
  }
  return { target: path, kind: 'route' };
}

/**
 * The sidebar from the permitted menu: hidden entries are skipped, a parent whose only visible
 * child is one item collapses into that child, entries whose screen this build does not have
 * are left out, and parents left without children go with them.
 */
export function buildSidebar(
  entries: MenuNode[],
  hasScreen: (component: string) => boolean,
  brand: string,
  parentPath = '',
): SidebarItem[] {
  const items: SidebarItem[] = [];
  for (const entry of entries) {
    if (entry.hidden) continue;
    const path = joinPath(parentPath, entry.path);
    const children = buildSidebar(entry.children, hasScreen, brand, path);
    if (entry.children.length > 0) {
      if (children.length === 1 && children[0]) items.push(children[0]);
      else if (children.length > 1)
        items.push({ key: path, title: entry.name, icon: entry.icon, target: path, kind: 'route', children });
      continue;
    }
    const resolved = resolveTarget(path, brand);
    if (resolved.kind === 'route' && !hasScreen(entry.component)) continue;
    items.push({ key: path, title: entry.name, icon: entry.icon, ...resolved, children: [] });
  }
  return items;
}

/** Routes of the permitted menu that lead to a screen: path, component and breadcrumb trail. */
export interface MenuRoute {
  path: string;
  component: string;
  trail: { title: string; path: string; link: boolean }[];
}

export function menuRoutes(
  entries: MenuNode[],
  parentPath = '',
  trail: MenuRoute['trail'] = [],
): MenuRoute[] {
  return entries.flatMap((entry) => {
    const path = joinPath(parentPath, entry.path);
    const step = {
      title: entry.name,
      path,
      link: entry.redirect !== 'noRedirect' && entry.children.length === 0,
    };
    const here = entry.breadcrumb ? [...trail, step] : trail;
    if (entry.children.length > 0) return menuRoutes(entry.children, path, here);
    if (path.startsWith('to:') || /^https?:\/\//.test(path)) return [];
    return [{ path, component: entry.component, trail: here }];
  });
}
