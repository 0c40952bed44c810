import type { BatteryType } from '@lamplighter/contract';

/**
 * Battery chemistries as a 12 V controller sees them: terminal voltage at light load by state of
 * charge (0 % is where the controller disconnects the load), the charge voltage it holds when
 * full, the voltage it calls overvoltage, charge efficiency and the hottest it will charge at.
 * A 24 V system doubles the voltages.
 */
export interface Chemistry {
  /** [state of charge 0..1, volts] in rising order. */
  curve: readonly (readonly [number, number])[];
  chargeVoltage: number;
  overvoltage: number;
  chargeEfficiency: number;
  maxTemperature: number;
  /** Lithium packs have a BMS that must be woken after an over-discharge. */
  lithium: boolean;
  internalResistance: number;
}

export const chemistries: Record<BatteryType, Chemistry> = {
  0: {
    curve: [
      [0, 11.1],
      [0.1, 11.6],
      [0.2, 11.9],
      [0.4, 12.2],
      [0.6, 12.45],
      [0.8, 12.65],
      [1, 12.9],
    ],
    chargeVoltage: 14.1,
    overvoltage: 15,
    chargeEfficiency: 0.86,
    maxTemperature: 60,
    lithium: false,
    internalResistance: 0.012,
  },
  1: {
    curve: [
      [0, 11],
      [0.1, 11.5],
      [0.2, 11.8],
      [0.4, 12.05],
      [0.6, 12.25],
      [0.8, 12.45],
      [1, 12.7],
    ],
    chargeVoltage: 14.4,
    overvoltage: 15.5,
    chargeEfficiency: 0.82,
    maxTemperature: 60,
    lithium: false,
    internalResistance: 0.015,
  },
  2: {
    curve: [
      [0, 10],
      [0.05, 12],
      [0.1, 12.8],
      [0.2, 13],
      [0.4, 13.15],
      [0.6, 13.25],
      [0.8, 13.3],
      [0.95, 13.4],
      [1, 13.6],
    ],
    chargeVoltage: 14.4,
    overvoltage: 15,
    chargeEfficiency: 0.97,
    maxTemperature: 55,
    lithium: true,
    internalResistance: 0.008,
  },
  3: {
    curve: [
      [0, 9],
      [0.05, 10.35],
      [0.1, 11],
      [0.2, 11.2],
      [0.4, 11.35],
      [0.6, 11.6],
      [0.8, 11.95],
      [0.9, 12.2],
      [1, 12.6],
    ],
    chargeVoltage: 12.6,
    overvoltage: 13,
    chargeEfficiency: 0.96,
    maxTemperature: 50,
    lithium: true,
    internalResistance: 0.01,
  },
};

/** Terminal voltage of a 12 V battery at a state of charge (0..1), without current. */
export function restingVoltage(chemistry: Chemistry, soc: number): number {
  const curve = chemistry.curve;
  const clamped = Math.min(1, Math.max(0, soc));
  for (let i = 1; i < curve.length; i++) {
    const [s1, v1] = curve[i] as readonly [number, number];
    if (clamped <= s1) {
      const [s0, v0] = curve[i - 1] as readonly [number, number];
      return v0 + ((clamped - s0) / (s1 - s0)) * (v1 - v0);
    }
  }
  return (curve[curve.length - 1] as readonly [number, number])[1];
}

/** Battery state codes of PRODUCT.md. */
export const BATTERY_STATE = {
  overDischarge: 0,
  undervoltage: 1,
  normal: 2,
  voltageLimiting: 3,
  overvoltage: 4,
  overtemperature: 5,
  activation: 6,
} as const;

/** Below this state of charge the controller warns of undervoltage. */
export const UNDERVOLTAGE_SOC = 0.15;
/** At this state of charge the load is disconnected (over-discharge) … */
export const DISCONNECT_SOC = 0.005;
/** … and reconnected only above this one. */
export const RECONNECT_SOC = 0.08;
