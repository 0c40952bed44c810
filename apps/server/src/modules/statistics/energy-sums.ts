import { type EnergyFigures, energyFiguresOf } from '@lamplighter/contract';

/** Running sums of what some lights did, in Wh and hours; answered as figures in kWh and kg. */
export class EnergySums {
  private readonly devices = new Set<number>();
  private consumedWh = 0;
  private generatedWh = 0;
  private savedWh = 0;
  private hours = 0;

  /**
   * Adds one light's period. Saved is what full power for the lighting hours would have taken
   * less what was consumed (never below 0); a light without a rated power saves nothing known.
   */
  add(
    deviceId: number,
    lampPowerW: number | null,
    wh: { consumed: number; generated: number; hours: number },
  ) {
    this.devices.add(deviceId);
    this.consumedWh += wh.consumed;
    this.generatedWh += wh.generated;
    this.hours += wh.hours;
    if (lampPowerW !== null) this.savedWh += Math.max(0, lampPowerW * wh.hours - wh.consumed);
  }

  figures(): EnergyFigures {
    return energyFiguresOf({
      devices: this.devices.size,
      consumedWh: this.consumedWh,
      generatedWh: this.generatedWh,
      savedWh: this.savedWh,
      hours: this.hours,
    });
  }
}
