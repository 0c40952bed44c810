import { describe, expect, it } from 'vitest';
import { numberListItems } from './form-lists';

const names = (...list: string[]) => numberListItems(list.map((name) => [name, 'x'])).map(([name]) => name);

describe('the items of a list of objects written with empty brackets', () => {
  it('end when a name the item already holds comes again', () => {
    expect(names('p[][time]', 'p[][level]', 'p[][time]', 'p[][level]', 'p[][time]')).toEqual([
      'p[0][time]',
      'p[0][level]',
      'p[1][time]',
      'p[1][level]',
      'p[2][time]',
    ]);
  });

  it('keep a list of their own together, and lists in lists apart', () => {
    expect(names('c[][n]', 'c[][lights][]', 'c[][lights][]', 'c[][n]', 'c[][lights][]')).toEqual([
      'c[0][n]',
      'c[0][lights][]',
      'c[0][lights][]',
      'c[1][n]',
      'c[1][lights][]',
    ]);
    expect(names('a[][b][][c]', 'a[][b][][c]', 'a[][d]', 'a[][d]')).toEqual([
      'a[0][b][0][c]',
      'a[0][b][1][c]',
      'a[0][d]',
      'a[1][d]',
    ]);
  });

  it('leave numbered items, plain lists and plain names as they are', () => {
    const untouched = ['p[0][time]', 'p[1][time]', 'ids[]', 'ids[]', 'name', 'params[on]'];
    expect(names(...untouched)).toEqual(untouched);
  });
});
