import { RUN_STATE } from './faults';
import { type Environment, type LightConfig, LightController, round } from './light-controller';
import { noise } from './random';

const NOMINAL_VOLTS = 220;
/** Mains voltage under the undervoltage fault. */
const LOW_VOLTS = 176;

/**
 * A lamp on the grid (a mains street light, or a Bluetooth-matrix light behind a gateway): a
 * photocell tells dusk from dawn, the supply is the grid's 220 V with its small swings.
 */
export class MainsLight extends LightController {
  protected readonly mainsPowered = true;
  private volts = NOMINAL_VOLTS;

  constructor(config: LightConfig, start: number, model = 'LL-MAINS-100') {
    super(config, start, { lampPower: config.lampPower ?? 100, model });
  }

  protected sensesDark(elevation: number, cover: number, wasDark: boolean): boolean {
    const threshold = -2 + 4 * cover;
    return wasDark ? elevation < threshold + 1.5 : elevation < threshold;
  }

  protected supply(askedWatts: number, env: Environment): number {
    const swing = (noise('grid', this.site.seed, Math.floor(env.time / 600_000)) - 0.5) * 8;
    this.volts = (this.faults.has('undervoltage') ? LOW_VOLTS : NOMINAL_VOLTS) + swing;
    return askedWatts;
  }

  protected batteryState(): null {
    return null;
  }

  telemetry(): Record<string, number> {
    const on = this.loadPower > 0;
    const common = this.commonTelemetry();
    // A low supply has no state code of its own: the lamp reports an alarm.
    if (this.faults.has('undervoltage') && common.runState === RUN_STATE.normal)
      common.runState = RUN_STATE.alarm;
    return {
      ...common,
      loadVoltage: round(this.volts, 1),
      loadCurrent: on ? round(this.loadPower / this.volts / 0.95, 3) : 0,
    };
  }
}
