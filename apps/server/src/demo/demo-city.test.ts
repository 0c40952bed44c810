import { describe, expect, it } from 'vitest';
import { demoDevices, demoProjects, withDemoPtz } from './demo-city';

const devices = demoDevices();
const byCode = new Map(devices.map((device) => [device.code, device]));
const lights = devices.filter((d) => ['solarLight', 'mainsLight', 'bleMatrixLight'].includes(d.kind));

describe('the demo installation of npm start', () => {
  it('numbers every device once, the same on every call', () => {
    expect(byCode.size).toBe(devices.length);
    expect(demoDevices()).toEqual(devices);
  });

  it('places every device in Hangzhou, in a group of its project', () => {
    const groups = new Map(demoProjects().map((project) => [project.name, project.groups]));
    for (const device of devices) {
      expect(device.lat, device.code).toBeGreaterThan(30.15);
      expect(device.lat, device.code).toBeLessThan(30.3);
      expect(device.lng, device.code).toBeGreaterThan(120.1);
      expect(device.lng, device.code).toBeLessThan(120.25);
      expect(groups.get(device.project), device.code).toContain(device.group);
    }
  });

  it('has a few hundred lights of every family, with a weather station per project', () => {
    expect(lights.length).toBeGreaterThanOrEqual(300);
    const kinds = new Set(devices.map((device) => device.kind));
    expect([...kinds].sort()).toEqual(
      [
        'bleMatrixLight',
        'broadcastTerminal',
        'camera',
        'gateway',
        'ledScreen',
        'loopController',
        'mainsLight',
        'solarLight',
        'weatherStation',
      ].sort(),
    );
    const stations = devices.filter((device) => device.kind === 'weatherStation');
    expect(new Set(stations.map((station) => station.project)).size).toBe(demoProjects().length);
  });

  it('has four cameras, two in each of the first two projects, each on the pole of a light of its street', () => {
    const cameras = devices.filter((device) => device.kind === 'camera');
    const [first, second] = demoProjects();
    expect(cameras.map((camera) => [camera.code, camera.project])).toEqual([
      ['HZ-XH-C1', first?.name],
      ['HZ-XH-C2', first?.name],
      ['HZ-ZJ-C1', second?.name],
      ['HZ-ZJ-C2', second?.name],
    ]);
    for (const camera of cameras) {
      const light = byCode.get(camera.pole ?? '');
      expect(lights, camera.code).toContain(light);
      expect({ lat: camera.lat, lng: camera.lng, group: camera.group }).toEqual({
        lat: light?.lat,
        lng: light?.lng,
        group: light?.group,
      });
    }
  });

  it('has two LED screens in each project, each on the pole of a light of its street', () => {
    const screens = devices.filter((device) => device.kind === 'ledScreen');
    expect(screens.map((screen) => screen.code)).toEqual([
      'HZ-XH-L1',
      'HZ-XH-L2',
      'HZ-ZJ-L1',
      'HZ-ZJ-L2',
      'HZ-QJ-L1',
      'HZ-QJ-L2',
    ]);
    for (const screen of screens) {
      const light = byCode.get(screen.pole ?? '');
      expect(lights, screen.code).toContain(light);
      expect([screen.lat, screen.lng, screen.group]).toEqual([light?.lat, light?.lng, light?.group]);
    }
  });

  it('has eight broadcast terminals over the three projects, each on the pole of a light of its street, listed last', () => {
    const terminals = devices.filter((device) => device.kind === 'broadcastTerminal');
    const [first, second, third] = demoProjects();
    expect(terminals.map((terminal) => [terminal.code, terminal.project])).toEqual([
      ['HZ-XH-A1', first?.name],
      ['HZ-XH-A2', first?.name],
      ['HZ-XH-A3', first?.name],
      ['HZ-ZJ-A1', second?.name],
      ['HZ-ZJ-A2', second?.name],
      ['HZ-ZJ-A3', second?.name],
      ['HZ-QJ-A1', third?.name],
      ['HZ-QJ-A2', third?.name],
    ]);
    expect(devices.slice(-terminals.length)).toEqual(terminals);
    const poles = devices.filter((device) => device.pole).map((device) => device.pole);
    expect(new Set(poles).size).toBe(poles.length);
    for (const terminal of terminals) {
      const light = byCode.get(terminal.pole ?? '');
      expect(lights, terminal.code).toContain(light);
      expect([terminal.lat, terminal.lng, terminal.group]).toEqual([light?.lat, light?.lng, light?.group]);
    }
  });

  it('gives the first camera of each project pan, tilt and zoom, in its settings and in the simulator', () => {
    const cameras = devices.filter((device) => device.kind === 'camera');
    expect(cameras.filter((camera) => camera.ptz).map((camera) => camera.code)).toEqual([
      'HZ-XH-C1',
      'HZ-ZJ-C1',
    ]);
    const simulated = withDemoPtz(
      cameras.map((camera) => ({ token: 't', kind: 'camera' as const, code: camera.code, lat: 0, lng: 0 })),
    );
    expect(simulated.map((spec) => [spec.code, spec.config?.ptz ?? false])).toEqual([
      ['HZ-XH-C1', true],
      ['HZ-XH-C2', false],
      ['HZ-ZJ-C1', true],
      ['HZ-ZJ-C2', false],
    ]);
  });

  it('puts each Bluetooth-matrix light behind one gateway of at most eight, listed before it', () => {
    for (const gateway of devices.filter((device) => device.kind === 'gateway')) {
      expect(gateway.lights?.length).toBeLessThanOrEqual(8);
      for (const code of gateway.lights ?? []) {
        expect(byCode.get(code)?.gateway).toBe(gateway.code);
        expect(devices.indexOf(byCode.get(code) as never)).toBeLessThan(devices.indexOf(gateway));
      }
    }
    for (const light of lights.filter((l) => l.kind === 'bleMatrixLight')) {
      expect(byCode.get(light.gateway ?? '')?.lights, light.code).toContain(light.code);
    }
  });

  it('feeds every mains light from one circuit of a loop controller', () => {
    const fed = devices
      .filter((device) => device.kind === 'loopController')
      .flatMap((controller) => controller.circuits?.flat() ?? []);
    const mains = lights.filter((light) => light.kind === 'mainsLight').map((light) => light.code);
    expect([...fed].sort()).toEqual([...mains].sort());
  });
});
