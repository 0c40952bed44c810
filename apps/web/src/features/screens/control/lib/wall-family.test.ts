import { DEVICE_TYPE } from '@lamplighter/contract';
import { describe, expect, it } from 'vitest';
import { familyOf, wallMethodsOf } from './wall-family';

const families = [
  { devicetypeid: 1, devicetypename: 'Photovoltaic street lamp' },
  { devicetypeid: 9, devicetypename: 'Weather station' },
];

describe('the family of a control wall', () => {
  it('is the family the route names by its id', () => {
    expect(familyOf('1', families)?.devicetypename).toBe('Photovoltaic street lamp');
    expect(familyOf('9', families)?.devicetypeid).toBe(9);
  });

  it('is none for an id not on the list, or not a whole number', () => {
    for (const param of ['99', '0', '-1', '1.5', 'lamp', '', ' 1', '1e0', undefined]) {
      expect(familyOf(param, families), String(param)).toBeUndefined();
    }
  });
});

describe('the commands a control wall gives a family', () => {
  it('are switching, dimming and the load mode for every lamp family', () => {
    for (const lamp of [DEVICE_TYPE.solarLight, DEVICE_TYPE.mainsLight, DEVICE_TYPE.bleMatrixLight]) {
      expect(wallMethodsOf(lamp)).toEqual(['switch', 'dimming', 'loadMode']);
    }
  });

  it('are none for a family that is not a lamp', () => {
    expect(wallMethodsOf(DEVICE_TYPE.weatherStation)).toEqual([]);
    expect(wallMethodsOf(DEVICE_TYPE.gateway)).toEqual([]);
  });
});
