import {
  CO2_KG_PER_KWH,
  DEVICE_TYPE,
  type Device,
  type DeviceFilter,
  STATISTICS_MAX_DAYS,
  STATISTICS_MAX_ROWS,
  type StatisticsQuery,
  type StatisticsReport,
  type StatisticsRow,
} from '@lamplighter/contract';
import type { Caller } from '../../platform/caller';
import { fail } from '../../platform/errors';
import type { EnergyTotals, EnergyUnit } from '../telemetry/telemetry.module';
import { EnergySums } from './energy-sums';
import { dayCount, instantsOf, periodCount, reportDays } from './statistics-range';

/** The ports to the other modules: the caller's lights (devices) and their daily energy (telemetry). */
export interface StatisticsSources {
  lights(caller: Caller, filter: DeviceFilter): AsyncIterable<Device>;
  locate(caller: Caller, key: { devicecode: string }): Promise<{ id: number }>;
  energy(query: {
    deviceIds: number[];
    from: Date;
    to: Date;
    unit: EnergyUnit;
    utcOffsetMinutes: number;
  }): Promise<EnergyTotals[]>;
}

const LIGHTS = [DEVICE_TYPE.solarLight, DEVICE_TYPE.mainsLight, DEVICE_TYPE.bleMatrixLight];

interface Entity {
  id: number | null;
  code: string;
  name: string;
  projectname: string;
}

function entityOf(device: Device, dimension: StatisticsQuery['dimension']): Entity {
  if (dimension === 'device') {
    return {
      id: device.id,
      code: device.devicecode,
      name: device.devicename,
      projectname: device.projectname,
    };
  }
  if (dimension === 'group') {
    return { id: device.groupid, code: '', name: device.groupname, projectname: device.projectname };
  }
  return { id: device.projectid, code: '', name: device.projectname, projectname: device.projectname };
}

/** Energy statistics of the caller's lights by day, month or year and by device, group or project. */
export class StatisticsService {
  constructor(
    private readonly sources: StatisticsSources,
    private readonly now: () => number = Date.now,
  ) {}

  async report(caller: Caller, query: StatisticsQuery): Promise<StatisticsReport> {
    const days = reportDays(query.period, query, this.now(), query.utcoffset);
    if (days.from > days.to) throw fail.invalidField('from', 'validation.timeRange');
    const maxDays = STATISTICS_MAX_DAYS[query.period];
    if (dayCount(days.from, days.to) > maxDays) {
      throw fail.badRequestKey('statistics.rangeTooLong', { period: query.period, days: maxDays });
    }
    const lights = await this.lights(caller, query);
    const entities = new Set([...lights.values()].map((device) => entityOf(device, query.dimension).id));
    if (entities.size * periodCount(query.period, days.from, days.to) > STATISTICS_MAX_ROWS) {
      throw fail.badRequestKey('statistics.tooManyRows', { max: STATISTICS_MAX_ROWS });
    }
    const totals = await this.sources.energy({
      deviceIds: [...lights.keys()],
      ...instantsOf(days, query.utcoffset),
      unit: query.period,
      utcOffsetMinutes: query.utcoffset,
    });

    const rows = new Map<string, { entity: Entity; period: string; sums: EnergySums }>();
    const all = new EnergySums();
    for (const total of totals) {
      const device = lights.get(total.deviceId);
      if (!device) continue;
      const entity = entityOf(device, query.dimension);
      const key = `${total.period}|${entity.id}`;
      const row = rows.get(key) ?? { entity, period: total.period, sums: new EnergySums() };
      rows.set(key, row);
      const amounts = {
        consumed: total.consumedWh,
        generated: total.generatedWh,
        hours: total.lightingHours,
      };
      row.sums.add(device.id, device.lamppower, amounts);
      all.add(device.id, device.lamppower, amounts);
    }
    return {
      period: query.period,
      dimension: query.dimension,
      ...days,
      co2factor: CO2_KG_PER_KWH,
      rows: [...rows.values()]
        .map((row): StatisticsRow => ({ period: row.period, ...row.entity, ...row.sums.figures() }))
        .sort((a, b) => a.period.localeCompare(b.period) || a.name.localeCompare(b.name)),
      totals: all.figures(),
    };
  }

  /** The lights the query names, by id: one device, a group, a project, or all the caller sees. */
  private async lights(caller: Caller, query: StatisticsQuery): Promise<Map<number, Device>> {
    const only = query.devicecode
      ? (await this.sources.locate(caller, { devicecode: query.devicecode })).id
      : null;
    const filter: DeviceFilter = {
      projectid: query.projectid,
      groupid: query.groupid,
      devicetype: LIGHTS,
      keyword: query.devicecode,
    };
    const lights = new Map<number, Device>();
    for await (const device of this.sources.lights(caller, filter)) {
      if (only === null || device.id === only) lights.set(device.id, device);
    }
    return lights;
  }
}
