import { DEVICE_TYPE } from '@lamplighter/contract';
import { describe, expect, it } from 'vitest';
import { controlPath, devicePath } from './device-paths';

describe('the pages of a device', () => {
  it('give no control page to a family without one, nor to a device of no known family', () => {
    expect(controlPath({ devicecode: 'GW-1', devicetype: DEVICE_TYPE.gateway })).toBeNull();
    expect(controlPath({ devicecode: 'CAM-1', devicetype: DEVICE_TYPE.camera })).toBeNull();
    expect(controlPath({ devicecode: 'X-1', devicetype: null })).toBeNull();
  });

  it("open a lamp's control page under its own family's menu", () => {
    expect(controlPath({ devicecode: 'SL-1', devicetype: DEVICE_TYPE.solarLight })).toBe(
      '/photovoltaic/device/control?deviceCode=SL-1&type=1',
    );
    expect(controlPath({ devicecode: 'ML-2', devicetype: DEVICE_TYPE.mainsLight })).toBe(
      '/mains/device/control?deviceCode=ML-2&type=2',
    );
    expect(controlPath({ devicecode: 'BL-3', devicetype: DEVICE_TYPE.bleMatrixLight })).toBe(
      '/bluetooth/device/control?deviceCode=BL-3&type=3',
    );
  });

  it('carry a number with any character', () => {
    expect(controlPath({ devicecode: 'A&B 1', devicetype: 1 })).toBe(
      '/photovoltaic/device/control?deviceCode=A%26B+1&type=1',
    );
  });

  it("lead to a device's own page by its id", () => {
    expect(devicePath(42)).toBe('/device/detail?id=42');
  });
});
