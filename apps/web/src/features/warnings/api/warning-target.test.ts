import { describe, expect, it } from 'vitest';
import { warningTarget } from './warning-target';

describe('where a warning of the alarm drawer leads', () => {
  it("opens a lamp's control page with its warnings, as the seed says", () => {
    expect(warningTarget({ deviceid: 12, devicecode: 'SL-001', devicetype: 1 })).toBe(
      '/photovoltaic/device/control?deviceCode=SL-001&type=1&warningInfo=true',
    );
  });

  it("opens a weather station's readings in the weather analytics", () => {
    expect(warningTarget({ deviceid: 31, devicecode: 'HZ-XH-W1', devicetype: 9 })).toBe(
      '/weather/analytics?deviceid=31',
    );
  });
});
