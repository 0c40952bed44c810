import { describe, expect, it } from 'vitest';
import { codeBesideName } from './station-code';

describe('codeBesideName', () => {
  it('gives the number of a named station, and none where the name is the number', () => {
    expect(codeBesideName({ devicecode: 'HZ-XH-W1', devicename: 'West Lake station' })).toBe('HZ-XH-W1');
    expect(codeBesideName({ devicecode: 'HZ-XH-W1', devicename: 'HZ-XH-W1' })).toBeUndefined();
    expect(codeBesideName({ devicecode: 'HZ-XH-W1', devicename: ' HZ-XH-W1 ' })).toBeUndefined();
  });
});
