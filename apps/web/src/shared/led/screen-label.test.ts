import { describe, expect, it } from 'vitest';
import { screenLabel } from './screen-label';

describe('a screen’s label', () => {
  it('names a screen by name and number, and once when the name is the number', () => {
    expect(screenLabel({ devicecode: 'HZ-XH-L1', devicename: 'Baishaquan stop' })).toBe(
      'Baishaquan stop · HZ-XH-L1',
    );
    expect(screenLabel({ devicecode: 'HZ-XH-L1', devicename: 'HZ-XH-L1' })).toBe('HZ-XH-L1');
    expect(screenLabel({ devicecode: 'HZ-XH-L1', devicename: ' ' })).toBe('HZ-XH-L1');
  });
});
