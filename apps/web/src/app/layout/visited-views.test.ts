import { describe, expect, it } from 'vitest';
import { closeAll, closeOthers, closeView, HOME_VIEW, nextAfterClosing, visit } from './visited-views';

const accounts = { path: '/system/account', title: 'Accounts', affix: false };
const roles = { path: '/system/role', title: 'Roles', affix: false };

describe('the tags bar of visited views', () => {
  it('adds a view once, in the order of the first visit', () => {
    const views = visit(visit(visit([HOME_VIEW], accounts), roles), accounts);
    expect(views.map((v) => v.path)).toEqual(['/dashboard', '/system/account', '/system/role']);
  });

  it('never closes an affixed view', () => {
    const views = [HOME_VIEW, accounts, roles];
    expect(closeView(views, '/dashboard')).toEqual(views);
    expect(closeAll(views)).toEqual([HOME_VIEW]);
    expect(closeOthers(views, '/system/role')).toEqual([HOME_VIEW, roles]);
  });

  it('goes to the right neighbour after closing the active view, else the left one', () => {
    const views = [HOME_VIEW, accounts, roles];
    expect(nextAfterClosing(views, '/system/account')).toBe('/system/role');
    expect(nextAfterClosing(views, '/system/role')).toBe('/system/account');
  });
});
