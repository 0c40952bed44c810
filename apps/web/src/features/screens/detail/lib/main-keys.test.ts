import { describe, expect, it } from 'vitest';
import { mainKeys } from './main-keys';

const latest = (values: Record<string, unknown>) =>
  Object.entries(values).map(([key, value]) => ({ key, value: value as number, ts: '' }));

describe("the main values of a device's history charts", () => {
  it("takes a solar lamp's power, brightness and battery first, never its state codes", () => {
    const keys = mainKeys(
      latest({
        runState: 1,
        loadState: 1,
        batteryVoltage: 12.8,
        brightness: 80,
        loadPower: 40,
        batterySoc: 70,
        pvPower: 0,
      }),
      4,
    );
    expect(keys).toEqual(['loadPower', 'brightness', 'batterySoc', 'batteryVoltage']);
  });

  it("draws another family's numbers by name, and no text", () => {
    const keys = mainKeys(
      latest({ windSpeed: 3.2, humidity: 61, runState: 1, note: 'ok', temperature: 18 }),
      4,
    );
    expect(keys).toEqual(['temperature', 'humidity', 'windSpeed']);
  });
});
