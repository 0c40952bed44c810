import { describe, expect, it } from 'vitest';
import { cardValues } from './card-values';

describe('cardValues', () => {
  it('reads brightness, load power, the lamp on and the newest report time', () => {
    const values = cardValues({
      telemetry: [
        { key: 'brightness', value: 80, ts: '2026-11-26T10:00:00.000Z' },
        { key: 'loadPower', value: 42.5, ts: '2026-11-26T10:05:00.000Z' },
        { key: 'firmware', value: 'v2', ts: '2026-11-25T08:00:00.000Z' },
      ],
    });
    expect(values).toEqual({
      brightness: 80,
      power: 42.5,
      lampOn: true,
      lastReport: '2026-11-26T10:05:00.000Z',
    });
  });

  it('says the lamp is off under a watt, and knows nothing before a report', () => {
    expect(
      cardValues({ telemetry: [{ key: 'loadPower', value: 0.2, ts: '2026-11-26T10:00:00Z' }] }).lampOn,
    ).toBe(false);
    expect(cardValues({ telemetry: [] })).toEqual({
      brightness: null,
      power: null,
      lampOn: null,
      lastReport: null,
    });
  });
});
