import { describe, expect, it } from 'vitest';
import { deviceLabel } from './device-label';

describe('a device’s label', () => {
  it('names a device by name and number, and once when the name is the number', () => {
    expect(deviceLabel({ devicecode: 'HZ-XH-L1', devicename: 'Baishaquan stop' })).toBe(
      'Baishaquan stop · HZ-XH-L1',
    );
    expect(deviceLabel({ devicecode: 'HZ-XH-L1', devicename: 'HZ-XH-L1' })).toBe('HZ-XH-L1');
    expect(deviceLabel({ devicecode: 'HZ-XH-L1', devicename: ' ' })).toBe('HZ-XH-L1');
  });
});
