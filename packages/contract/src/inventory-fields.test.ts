import { describe, expect, it } from 'vitest';
import { deviceInput } from './devices';

const device = { devicecode: 'LP-1', devicename: 'Lamp one', devicetype: '1', projectid: '3' };

describe('coordinates of a device form', () => {
  it('take empty fields, as a form sends them, as no coordinates', () => {
    const parsed = deviceInput.parse({ ...device, longitude: '', latitude: '' });
    expect(parsed.longitude).toBeUndefined();
    expect(parsed.latitude).toBeUndefined();
    expect(deviceInput.parse(device).longitude).toBeUndefined();
  });

  it('read numbers from text and refuse values out of range or alone', () => {
    expect(deviceInput.parse({ ...device, longitude: '121.49', latitude: '31.24' })).toMatchObject({
      longitude: 121.49,
      latitude: 31.24,
    });
    const outOfRange = deviceInput.safeParse({ ...device, longitude: '181', latitude: '31' });
    expect(outOfRange.error?.issues[0]?.message).toBe('longitude must be between -180 and 180');
    const alone = deviceInput.safeParse({ ...device, longitude: '121.49', latitude: '' });
    expect(alone.error?.issues[0]?.message).toBe('longitude and latitude go together: give both or neither');
    expect(deviceInput.safeParse({ ...device, latitude: 'north', longitude: '1' }).success).toBe(false);
  });
});
