import type { ProgramDownload } from '@lamplighter/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows-of';
import { commandDevices } from '../commands/commands.table';
import { telemetryLatest } from '../telemetry/telemetry.table';
import { programPublishes } from './programs.table';

/** SQL of the screens fetching a published version. No rules here. */
export class ProgramDownloadsRepository {
  constructor(private readonly db: Database) {}

  /**
   * The screens of a publish of version `id` that have not answered yet and whose latest
   * `downloadProgramId` is the version, with their `downloadPercent`: read by each screen's keys,
   * so the cost follows the publish's screens, not the fleet.
   */
  async waiting(id: number, commandId: number): Promise<ProgramDownload[]> {
    const cd = commandDevices;
    const l = telemetryLatest;
    return rowsOf<ProgramDownload>(
      await this.db.execute(sql`
        select cd.device_id as deviceid, coalesce(pct.number_value, 0)::float8 as percent
        from ${cd} cd
        join ${programPublishes} pp on pp.command_id = cd.command_id and pp.program_id = ${id}
        join ${l} dl on dl.device_id = cd.device_id and dl.key = 'downloadProgramId'
          and dl.number_value = ${id}
        left join ${l} pct on pct.device_id = cd.device_id and pct.key = 'downloadPercent'
        where cd.command_id = ${commandId} and cd.state in ('sent', 'delivered')
        order by cd.device_id`),
    );
  }
}
