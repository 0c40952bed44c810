import { createModel, LightController } from '@lamplighter/simulator';
import { describe, expect, it } from 'vitest';
import { demoDevices } from './demo-city';
import { DEMO_SEED, demoParticulars } from './demo-particulars';

describe('the particulars of a demo device', () => {
  it('are those the simulated light reports: rated power, model and firmware', () => {
    const lights = demoDevices().filter(
      (device) => device.kind === 'solarLight' || device.kind === 'mainsLight',
    );
    for (const device of lights.slice(0, 20)) {
      const simulated = createModel({ ...device, kind: device.kind as 'solarLight' }, 0, DEMO_SEED);
      expect(simulated).toBeInstanceOf(LightController);
      const light = simulated as LightController;
      expect(demoParticulars(device)).toEqual({
        lamppower: light.lampPower,
        model: light.model,
        firmwareversion: light.firmwareVersion,
      });
    }
    expect(new Set(lights.map((device) => demoParticulars(device).lamppower)).size).toBeGreaterThan(1);
  });

  it('of a camera or a broadcast terminal are the model and firmware it reports, and the pole of the light it sits on', () => {
    const onPoles = demoDevices().filter((device) => ['camera', 'broadcastTerminal'].includes(device.kind));
    expect(new Set(onPoles.map((device) => device.kind)).size).toBe(2);
    for (const device of onPoles) {
      const kind = device.kind as 'camera' | 'broadcastTerminal';
      const attributes = createModel({ ...device, kind }, 0, DEMO_SEED).attributes();
      expect(demoParticulars(device)).toEqual({
        model: kind === 'camera' ? 'LL-CAM-4K' : 'LL-PA-30',
        firmwareversion: attributes.firmwareVersion,
        polenumber: device.pole,
      });
    }
  });

  it('are none for gateways, loop controllers and weather stations', () => {
    const others = demoDevices().filter((device) =>
      ['gateway', 'loopController', 'weatherStation'].includes(device.kind),
    );
    expect(new Set(others.map((device) => device.kind)).size).toBe(3);
    for (const device of others) expect(demoParticulars(device)).toEqual({});
  });
});
