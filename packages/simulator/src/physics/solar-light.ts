import type { BatteryType, CommandAnswer, DeviceParameters } from '@lamplighter/contract';
import {
  BATTERY_STATE,
  chemistries,
  DISCONNECT_SOC,
  RECONNECT_SOC,
  restingVoltage,
  UNDERVOLTAGE_SOC,
} from './battery';
import { irradiance } from './climate';
import { type Environment, type LightConfig, LightController, round } from './light-controller';

export interface SolarLightConfig extends LightConfig {
  /** Rated panel power (W) at 1000 W/m². */
  pvPower?: number;
  battery?: { type?: BatteryType; capacityAh?: number; systemVoltage?: 12 | 24 };
  /** State of charge at the start, 0..1. */
  initialSoc?: number;
  /** Voltage of the LED string the controller drives. */
  ledVoltage?: number;
  /** The most the controller charges with (A). */
  chargeCurrentLimit?: number;
  /** A lamp that falls back to the grid when its battery runs low. */
  gridComplementary?: boolean;
}

const DRIVER_EFFICIENCY = 0.92;
const MPPT_EFFICIENCY = 0.95;
const IDLE_WATTS = 0.3;
/** The panel's maximum-power and open-circuit voltage per 12 V of system voltage. */
const PV_MPP_VOLTS = 17.5;
const PV_OPEN_VOLTS = 21.6;

/** Open-circuit voltage of the panel: it falls off steeply only in deep twilight. */
function openCircuitVolts(elevation: number, cover: number): number {
  if (elevation <= -4) return 0;
  return PV_OPEN_VOLTS * Math.min(1, (elevation + 4) / 8) ** 0.3 * (1 - 0.2 * cover);
}

/**
 * A solar street light: a panel charges a battery through an MPPT controller by day, the
 * battery feeds the LED lamp at night as the program asks. Energy is kept in watt-hours; the
 * battery's state of charge stays within 0..1 and the load is disconnected when it runs empty.
 */
export class SolarLight extends LightController {
  protected readonly mainsPowered = false;
  readonly pvPower: number;
  readonly capacityAh: number;
  readonly systemVoltage: 12 | 24;
  /** The chemistry built in, and the one the controller is set to (the batteryType command). */
  readonly installedType: BatteryType;
  batteryType: BatteryType;
  soc: number;
  private readonly ledVoltage: number;
  private readonly chargeCurrentLimit: number;
  private readonly gridComplementary: boolean;
  private volts = 0;
  private current = 0;
  private pvVolts = 0;
  private pvWatts = 0;
  private batteryTemperature = 20;
  private disconnected = false;
  private activating = false;
  private limited = false;
  private overheated = false;

  constructor(config: SolarLightConfig, start: number) {
    const lampPower = config.lampPower ?? 60;
    super(config, start, { lampPower, model: 'LL-SOLAR-60' });
    this.pvPower = config.pvPower ?? lampPower * 2.5;
    this.capacityAh = config.battery?.capacityAh ?? 100;
    this.systemVoltage = config.battery?.systemVoltage ?? 12;
    this.installedType = config.battery?.type ?? 2;
    this.batteryType = this.installedType;
    this.soc = Math.min(1, Math.max(0, config.initialSoc ?? 0.6));
    this.ledVoltage = config.ledVoltage ?? 36;
    this.chargeCurrentLimit = config.chargeCurrentLimit ?? 20;
    this.gridComplementary = config.gridComplementary ?? false;
    this.volts = this.series * restingVoltage(chemistries[this.installedType], this.soc);
  }

  private get series(): number {
    return this.systemVoltage / 12;
  }

  get capacityWh(): number {
    return this.capacityAh * this.systemVoltage;
  }

  protected sensesDark(elevation: number, cover: number, wasDark: boolean): boolean {
    const volts = openCircuitVolts(elevation, cover);
    return wasDark ? volts < 7 : volts < 5;
  }

  protected supply(askedWatts: number, env: Environment): number {
    const chemistry = chemistries[this.installedType];
    const configured = chemistries[this.batteryType];
    const sunlight = irradiance(env.elevation, env.cover);
    const panelTemperature = env.ambient + (25 * sunlight) / 800;
    const available = Math.max(0, this.pvPower * (sunlight / 1000) * (1 - 0.004 * (panelTemperature - 25)));
    this.batteryTemperature = env.ambient + 2 + (8 * sunlight) / 1000;
    this.overheated = this.batteryTemperature > chemistry.maxTemperature;

    if (this.soc <= DISCONNECT_SOC) this.disconnected = true;
    else if (this.disconnected && this.soc > RECONNECT_SOC) this.disconnected = false;
    const fromGrid = this.gridComplementary && this.soc < 0.3;
    const load = this.disconnected && !fromGrid ? 0 : askedWatts;
    const draw = (fromGrid ? 0 : load / DRIVER_EFFICIENCY) + IDLE_WATTS;

    const volts = Math.max(this.volts, this.series * 10);
    let charge = this.overheated ? 0 : Math.min(available * MPPT_EFFICIENCY, this.chargeCurrentLimit * volts);
    const room = (1 - this.soc) * this.capacityWh;
    let stored = (charge * chemistry.chargeEfficiency - draw) * env.hours;
    this.limited = false;
    if (env.hours > 0 && stored > room) {
      // Full: the controller holds the charge voltage and takes only what the battery and load use.
      charge = (room / env.hours + draw) / chemistry.chargeEfficiency;
      stored = room;
      this.limited = true;
    } else if (this.soc >= 0.995 && charge * chemistry.chargeEfficiency >= draw && charge > 0) {
      this.limited = true;
    }
    this.soc = Math.min(1, Math.max(0, this.soc + stored / this.capacityWh));
    this.activating =
      chemistry.lithium && charge > 0 && (this.activating || this.disconnected) && this.soc < 0.05;

    this.pvWatts = charge / MPPT_EFFICIENCY;
    this.counters.generatedWh += this.pvWatts * env.hours;
    this.current = (charge * chemistry.chargeEfficiency - draw) / volts;
    this.pvVolts =
      this.pvWatts > 1
        ? this.series * PV_MPP_VOLTS * (1 - 0.004 * (panelTemperature - 25))
        : this.series * openCircuitVolts(env.elevation, env.cover);
    const shownSoc = this.faults.has('undervoltage') ? Math.min(this.soc, 0.08) : this.soc;
    this.volts = this.limited
      ? this.series * configured.chargeVoltage
      : this.series * (restingVoltage(chemistry, shownSoc) + this.current * chemistry.internalResistance);
    return load;
  }

  protected batteryState(): number {
    const chemistry = chemistries[this.installedType];
    if (this.overheated) return BATTERY_STATE.overtemperature;
    if (this.limited && chemistries[this.batteryType].chargeVoltage > chemistry.overvoltage) {
      return BATTERY_STATE.overvoltage;
    }
    if (this.activating) return BATTERY_STATE.activation;
    if (this.disconnected) return BATTERY_STATE.overDischarge;
    if (this.faults.has('undervoltage') || this.soc < UNDERVOLTAGE_SOC) return BATTERY_STATE.undervoltage;
    if (this.limited) return BATTERY_STATE.voltageLimiting;
    return BATTERY_STATE.normal;
  }

  protected override setBatteryType(type: number): CommandAnswer {
    this.batteryType = type as BatteryType;
    return { ok: true };
  }

  telemetry(): Record<string, number> {
    const on = this.loadPower > 0;
    return {
      ...this.commonTelemetry(),
      batteryVoltage: round(this.volts, 2),
      batterySoc: round(this.soc * 100, 1),
      chargeCurrent: round(this.current, 2),
      batteryTemperature: round(this.batteryTemperature, 1),
      pvVoltage: round(this.pvVolts, 1),
      pvPower: round(this.pvWatts, 1),
      loadVoltage: on ? this.ledVoltage : 0,
      loadCurrent: on ? round(this.loadPower / this.ledVoltage, 2) : 0,
      energyGeneratedToday: round(this.counters.generatedWh, 1),
      batteryState: this.batteryState(),
    };
  }

  override attributes(): Record<string, string | number> {
    return { ...super.attributes(), batteryType: this.batteryType };
  }

  override parameters(): DeviceParameters {
    return { ...super.parameters(), batteryType: this.batteryType };
  }
}
