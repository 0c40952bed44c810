import { describe, expect, it } from 'vitest';
import { phoneColumns } from './phone-columns';

describe('a table on a phone', () => {
  it('keeps the columns named, in their order, by key or field, none pinned nor sized', () => {
    const columns = [
      { dataIndex: 'devicecode', fixed: 'left', width: 140 },
      { dataIndex: 'projectname', width: 140 },
      { dataIndex: 'runstate', width: 90 },
      { key: 'actions', fixed: 'right', width: 200 },
    ];
    expect(phoneColumns(columns, ['devicecode', 'runstate', 'actions'])).toEqual([
      { dataIndex: 'devicecode' },
      { dataIndex: 'runstate' },
      { key: 'actions' },
    ]);
  });

  it('gives a column the width asked, so that its content wraps', () => {
    expect(phoneColumns([{ key: 'actions', width: 200 }], ['actions'], { actions: 96 })).toEqual([
      { key: 'actions', width: 96 },
    ]);
  });

  it('keeps nothing it is not told of', () => {
    expect(phoneColumns([{ dataIndex: 'simend' }], ['devicecode'])).toEqual([]);
  });
});
