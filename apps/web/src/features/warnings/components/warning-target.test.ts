import { DEVICE_TYPE } from '@lamplighter/contract';
import { describe, expect, it } from 'vitest';
import { warningTarget } from './warning-target';

describe('where a warning leads', () => {
  it('nowhere once its device has been deleted', () => {
    expect(
      warningTarget({ deviceid: null, devicecode: 'ML-9', devicetype: DEVICE_TYPE.mainsLight }),
    ).toBeNull();
  });

  it("to the device's own page for a family without a control page", () => {
    expect(warningTarget({ deviceid: 7, devicecode: 'GW-1', devicetype: DEVICE_TYPE.gateway })).toBe(
      '/device/detail?id=7',
    );
    expect(warningTarget({ deviceid: 8, devicecode: 'LC-1', devicetype: DEVICE_TYPE.loopController })).toBe(
      '/device/detail?id=8',
    );
    expect(warningTarget({ deviceid: 9, devicecode: 'X-1', devicetype: null })).toBe('/device/detail?id=9');
  });

  it("to a lamp's control page under its own family's menu, with its warnings shown", () => {
    const target = (devicetype: number) => warningTarget({ deviceid: 1, devicecode: 'L-1', devicetype });
    expect(target(DEVICE_TYPE.solarLight)).toBe(
      '/photovoltaic/device/control?deviceCode=L-1&type=1&warningInfo=true',
    );
    expect(target(DEVICE_TYPE.mainsLight)).toBe(
      '/mains/device/control?deviceCode=L-1&type=2&warningInfo=true',
    );
    expect(target(DEVICE_TYPE.bleMatrixLight)).toBe(
      '/bluetooth/device/control?deviceCode=L-1&type=3&warningInfo=true',
    );
  });
});
