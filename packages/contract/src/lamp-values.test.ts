import { describe, expect, it } from 'vitest';
import { DEVICE_TYPE } from './device-types';
import { lampValueFields, lampValuesOfFamilies } from './lamp-values';

describe('the values lamp families have', () => {
  it('has none for a list that is not of lamps only, or names no family', () => {
    expect(lampValuesOfFamilies([])).toEqual([]);
    expect(lampValuesOfFamilies([DEVICE_TYPE.solarLight, DEVICE_TYPE.gateway])).toEqual([]);
  });

  it('gives mains and matrix lamps no battery or panel, and a solar lamp every value', () => {
    expect(lampValuesOfFamilies([DEVICE_TYPE.mainsLight, DEVICE_TYPE.bleMatrixLight])).toEqual([
      'brightness',
      'loadpower',
      'energytoday',
    ]);
    expect(lampValuesOfFamilies([DEVICE_TYPE.mainsLight, DEVICE_TYPE.solarLight])).toEqual(lampValueFields);
  });
});
