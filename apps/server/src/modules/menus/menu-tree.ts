import type { Language, MenuFlat, MenuNode } from '@lamplighter/contract';
import type { menus } from './menus.table';

type MenuRow = typeof menus.$inferSelect;

export function presentMenu(row: MenuRow, lang: Language): MenuFlat {
  return {
    id: row.id,
    parentid: row.parentId,
    path: row.path,
    component: row.component,
    componentname: row.componentName,
    name: lang === 'zh' ? row.nameZh : row.nameEn,
    name_zh: row.nameZh,
    name_en: row.nameEn,
    icon: row.icon,
    hidden: row.hidden,
    breadcrumb: row.breadcrumb,
    redirect: row.redirect,
    sort: row.sort,
  };
}

/** Nests rows (already in display order) under their parents; entries whose parent is absent become roots. */
export function buildTree(rows: MenuRow[], lang: Language): MenuNode[] {
  const nodes = new Map<number, MenuNode>(
    rows.map((row) => [row.id, { ...presentMenu(row, lang), children: [] }]),
  );
  const roots: MenuNode[] = [];
  for (const row of rows) {
    const node = nodes.get(row.id);
    if (!node) continue;
    const parent = nodes.get(row.parentId);
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}

/** The seed reads the user's menu at data[0][0].children: a root entry above the top level. */
export function rootOf(children: MenuNode[], lang: Language): MenuNode {
  return {
    id: 0,
    parentid: 0,
    path: '/',
    component: 'Layout',
    componentname: 'Root',
    name: lang === 'zh' ? '首页' : 'Home',
    name_zh: '首页',
    name_en: 'Home',
    icon: '',
    hidden: false,
    breadcrumb: true,
    redirect: '/dashboard',
    sort: 0,
    children,
  };
}
