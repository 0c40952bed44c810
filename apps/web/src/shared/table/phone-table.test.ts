import { describe, expect, it } from 'vitest';
import { responsiveTable } from './phone-table';

const columns = [
  { dataIndex: 'name', fixed: 'left' as const, width: 160, ellipsis: true },
  { dataIndex: 'address', width: 170, ellipsis: true },
  { key: 'actions', fixed: 'right' as const, width: 130 },
];

describe('a list on a phone', () => {
  it('keeps the columns named, none pinned, sized or cut short, in a table as wide as the screen', () => {
    expect(responsiveTable(true, columns, ['name', 'actions'], { x: 1200 })).toEqual({
      columns: [{ dataIndex: 'name' }, { key: 'actions' }],
      scroll: { x: true },
    });
  });

  it('leaves a wider screen its columns and scroll', () => {
    const desktop = responsiveTable(false, columns, ['name', 'actions'], { x: 1200 });
    expect(desktop.columns).toBe(columns);
    expect(desktop.scroll).toEqual({ x: 1200 });
  });
});
