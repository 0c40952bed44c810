import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../api/token-store';
import { arrangeColumns, moveColumn, readColumnSettings, writeColumnSettings } from './column-settings';

const columns = [
  { dataIndex: 'username', fixed: 'left' },
  { dataIndex: 'realname' },
  { key: 'role' },
  { dataIndex: 'mobile' },
  { key: 'actions', fixed: 'right' },
];
const keys = (list: { key?: unknown; dataIndex?: unknown }[]) => list.map((c) => c.key ?? c.dataIndex);

describe('column settings', () => {
  it('leave the columns as they are when nothing was chosen', () => {
    expect(keys(arrangeColumns(columns, { order: [], hidden: [] }))).toEqual(keys(columns));
  });

  it('hide and reorder the movable columns, and keep pinned ones at their edges', () => {
    const arranged = arrangeColumns(columns, {
      order: ['mobile', 'realname', 'role'],
      hidden: ['realname', 'username', 'actions'],
    });
    expect(keys(arranged)).toEqual(['username', 'mobile', 'role', 'actions']);
  });

  it('place a column the saved order does not know after the known ones, and ignore gone ones', () => {
    const arranged = arrangeColumns(columns, { order: ['role', 'removed', 'realname'], hidden: ['removed'] });
    expect(keys(arranged)).toEqual(['username', 'role', 'realname', 'mobile', 'actions']);
  });

  it('move one place at a time and stop at the ends', () => {
    expect(moveColumn(['a', 'b', 'c'], 'c', -1)).toEqual(['a', 'c', 'b']);
    expect(moveColumn(['a', 'b', 'c'], 'a', -1)).toEqual(['a', 'b', 'c']);
    expect(moveColumn(['a', 'b', 'c'], 'c', 1)).toEqual(['a', 'b', 'c']);
    expect(moveColumn(['a', 'b', 'c'], 'x', 1)).toEqual(['a', 'b', 'c']);
  });

  it('are stored per table, read back, and removed when back to the default', () => {
    const storage = memoryStorage();
    writeColumnSettings(storage, 'accounts', { order: ['role'], hidden: ['mobile'] });
    expect(storage.getItem('lamplighter.table.accounts')).not.toBeNull();
    expect(readColumnSettings(storage, 'accounts')).toEqual({ order: ['role'], hidden: ['mobile'] });
    expect(readColumnSettings(storage, 'roles')).toEqual({ order: [], hidden: [] });
    writeColumnSettings(storage, 'accounts', { order: [], hidden: [] });
    expect(storage.getItem('lamplighter.table.accounts')).toBeNull();
  });

  it('survive a damaged stored value', () => {
    const storage = memoryStorage();
    storage.setItem('lamplighter.table.accounts', '{not json');
    expect(readColumnSettings(storage, 'accounts')).toEqual({ order: [], hidden: [] });
    storage.setItem('lamplighter.table.accounts', JSON.stringify({ order: 'role', hidden: [1, 'mobile'] }));
    expect(readColumnSettings(storage, 'accounts')).toEqual({ order: [], hidden: ['mobile'] });
  });
});
