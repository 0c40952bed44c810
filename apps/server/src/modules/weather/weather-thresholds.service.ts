import {
  type ThresholdBody,
  type ThresholdUpdateBody,
  thresholdValueProblem,
  WEATHER_THRESHOLDS_MAX,
  type WeatherThreshold,
} from '@lamplighter/contract';
import type { Actor, Caller } from '../../platform/caller';
import { sqlStateOf, UNIQUE_VIOLATION } from '../../platform/database-conflict';
import { fail } from '../../platform/errors';
import type { AuditService } from '../audit/audit.service';
import { type AuditEntry, audited } from '../audit/audited';
import type {
  ThresholdRow,
  ThresholdValues,
  WeatherThresholdsRepository,
} from './weather-thresholds.repository';

/** Where a threshold may go: a project of the caller's subtree and, for dimming, one of its groups. */
export type PlaceThreshold = (caller: Caller, projectId: number, groupId: number | null) => Promise<void>;

export function presentThreshold(row: ThresholdRow): WeatherThreshold {
  return {
    id: row.id,
    projectid: row.projectId,
    projectname: row.projectName,
    key: row.key,
    operator: row.operator,
    value: row.value,
    night: row.night ? 1 : 0,
    groupid: row.groupId,
    groupname: row.groupName,
    dimto: row.dimTo,
    dimback: row.dimBack,
  };
}

/** A stored threshold with a change applied: what is left out stays, what is sent empty is cleared. */
function changed(before: WeatherThreshold, change: ThresholdUpdateBody): ThresholdBody {
  const pick = <K extends keyof ThresholdBody>(key: K, stored: ThresholdBody[K]) =>
    change[key] === undefined ? stored : (change[key] ?? undefined);
  return {
    projectid: change.projectid ?? before.projectid,
    key: change.key ?? before.key,
    operator: change.operator ?? before.operator,
    value: change.value ?? before.value,
    night: change.night ?? before.night,
    groupid: pick('groupid', before.groupid ?? undefined),
    dimto: pick('dimto', before.dimto ?? undefined),
    dimback: change.dimback ?? before.dimback,
  };
}

function valuesOf(body: ThresholdBody): ThresholdValues {
  return {
    projectId: body.projectid,
    key: body.key,
    operator: body.operator,
    value: body.value,
    night: body.night === 1,
    groupId: body.groupid ?? null,
    dimTo: body.dimto ?? null,
    dimBack: body.dimback,
  };
}

/**
 * The rules of the weather thresholds: a project of the caller's subtree holds them, at most one per
 * reading, direction and time of day, and a dimming group must be one of its own. The warning rules
 * read them at each report of a station, so a change holds from the next readings; the lighting
 * of the project is looked at again at once.
 */
export class WeatherThresholdsService {
  constructor(
    private readonly repository: WeatherThresholdsRepository,
    private readonly place: PlaceThreshold,
    private readonly audit: AuditService,
    private readonly changed: (projectId: number) => void,
  ) {}

  async list(caller: Caller, projectId: number | undefined): Promise<WeatherThreshold[]> {
    return (await this.repository.list(caller, projectId)).map(presentThreshold);
  }

  add(caller: Caller, body: ThresholdBody, actor: Actor): Promise<WeatherThreshold> {
    const entry: AuditEntry = {
      action: 'weather.threshold.add',
      targetType: 'weatherthreshold',
      detail: { projectid: body.projectid, key: body.key, operator: body.operator, value: body.value },
    };
    return audited(this.audit, actor, entry, async () => {
      await this.place(caller, body.projectid, body.groupid ?? null);
      if ((await this.repository.count(body.projectid)) >= WEATHER_THRESHOLDS_MAX) {
        throw fail.badRequestKey('weather.thresholdsFull', { max: WEATHER_THRESHOLDS_MAX });
      }
      const id = await this.writing(() => this.repository.insert(valuesOf(body)));
      this.changed(body.projectid);
      return { targetId: id, result: await this.detail(caller, id) };
    });
  }

  update(caller: Caller, change: ThresholdUpdateBody, actor: Actor): Promise<WeatherThreshold> {
    const entry: AuditEntry = {
      action: 'weather.threshold.update',
      targetType: 'weatherthreshold',
      targetId: change.id,
      detail: { key: change.key, operator: change.operator, value: change.value },
    };
    return audited(this.audit, actor, entry, async () => {
      const before = await this.detail(caller, change.id);
      const body = changed(before, change);
      const problem = thresholdValueProblem(body.key, body.value);
      if (problem) throw fail.invalidField('value', problem.key, problem.params);
      await this.place(caller, body.projectid, body.groupid ?? null);
      await this.writing(() => this.repository.update(change.id, valuesOf(body)));
      for (const projectId of new Set([before.projectid, body.projectid])) this.changed(projectId);
      return { result: await this.detail(caller, change.id) };
    });
  }

  delete(caller: Caller, id: number, actor: Actor): Promise<null> {
    const entry: AuditEntry = {
      action: 'weather.threshold.delete',
      targetType: 'weatherthreshold',
      targetId: id,
    };
    return audited(this.audit, actor, entry, async () => {
      const row = await this.detail(caller, id);
      await this.repository.delete(id);
      this.changed(row.projectid);
      return { result: null, detail: { projectid: row.projectid, key: row.key } };
    });
  }

  private async detail(caller: Caller, id: number): Promise<WeatherThreshold> {
    const row = await this.repository.find(caller, id);
    if (!row) throw fail.notFound('threshold');
    return presentThreshold(row);
  }

  /** Runs a write; a second limit of the same reading, direction and time of day answers 409. */
  private async writing<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (sqlStateOf(error) !== UNIQUE_VIOLATION) throw error;
      throw fail.conflict('weather.thresholdTaken');
    }
  }
}
