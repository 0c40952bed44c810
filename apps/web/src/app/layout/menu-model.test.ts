import type { MenuNode } from '@lamplighter/contract';
import { describe, expect, it } from 'vitest';
import { buildSidebar, linkedRoutes, menuRoutes, resolveTarget } from './menu-model';

let id = 0;
function entry(path: string, component: string, extra: Partial<MenuNode> = {}): MenuNode {
  id += 1;
  return {
    id,
    parentid: 0,
    path,
    component,
    componentname: `C${id}`,
    name: extra.name ?? path,
    name_zh: path,
    name_en: path,
    icon: '',
    hidden: false,
    breadcrumb: true,
    redirect: '',
    sort: 0,
    children: [],
    ...extra,
  };
}

const screens = new Set(['system/account/index', 'system/role/index', 'report/index']);
const hasScreen = (component: string) => screens.has(component);

describe('the sidebar from the server menu', () => {
  it('skips hidden entries and nests children under their parent path', () => {
    const menu = [
      entry('/system', 'Layout', {
        name: 'System',
        children: [
          entry('account', 'system/account/index'),
          entry('role', 'system/role/index'),
          entry('secret', 'system/role/index', { hidden: true }),
        ],
      }),
    ];
    const [system] = buildSidebar(menu, hasScreen, 'default');
    expect(system?.children.map((c) => c.target)).toEqual(['/system/account', '/system/role']);
  });

  it('collapses a parent with a single visible child into that child', () => {
    const menu = [
      entry('/report', 'Layout', { children: [entry('index', 'report/index', { name: 'Reports' })] }),
    ];
    expect(buildSidebar(menu, hasScreen, 'default')).toEqual([
      {
        key: '/report/index',
        title: 'Reports',
        icon: '',
        target: '/report/index',
        kind: 'route',
        children: [],
      },
    ]);
  });

  it('leaves out entries whose screen this build lacks, and parents left empty', () => {
    const menu = [entry('/future', 'Layout', { children: [entry('a', 'future/a'), entry('b', 'future/b')] })];
    expect(buildSidebar(menu, hasScreen, 'default')).toEqual([]);
  });

  it('turns to: paths into hash links and external addresses into new-tab links', () => {
    expect(resolveTarget('to:screen', 'default')).toEqual({ target: '#/screen', kind: 'hash-link' });
    expect(resolveTarget('to:screen', 'sy')).toEqual({ target: '#/screen-custom', kind: 'hash-link' });
    expect(resolveTarget('https://example.org/help', 'default')).toEqual({
      target: 'https://example.org/help',
      kind: 'external',
    });
    const menu = [entry('to:3d', 'Layout', { name: '3D' }), entry('https://example.org', 'Layout')];
    expect(buildSidebar(menu, hasScreen, 'default').map((i) => i.kind)).toEqual(['hash-link', 'external']);
  });
});

describe('routes and breadcrumbs from the menu', () => {
  it('gives each screen its path and a trail whose noRedirect parents are not links', () => {
    const menu = [
      entry('/system', 'Layout', {
        name: 'System',
        redirect: 'noRedirect',
        children: [entry('account', 'system/account/index', { name: 'Accounts' })],
      }),
    ];
    expect(menuRoutes(menu)).toEqual([
      {
        path: '/system/account',
        component: 'system/account/index',
        trail: [
          { title: 'System', path: '/system', link: false },
          { title: 'Accounts', path: '/system/account', link: true },
        ],
      },
    ]);
  });
});

describe('the full-window screens the menu links to', () => {
  it('are the routes of its to: paths, hidden or nested, and nothing else', () => {
    const menu = [
      entry('/system', 'Layout', {
        children: [entry('account', 'system/account/index'), entry('to:3d', '', { hidden: true })],
      }),
      entry('to:screen', ''),
      entry('https://example.org/help', ''),
    ];
    expect(linkedRoutes(menu)).toEqual(new Set(['/3d', '/screen']));
    expect(linkedRoutes([entry('/device', 'device/index')])).toEqual(new Set());
  });
});
