import {
  DASHBOARD_WARNING_HOURS,
  WALL_POWER_BUCKET_MINUTES,
  WALL_POWER_HOURS,
  WALL_WARNING_LIST_SIZE,
  type WallProjectSummary,
} from '@lamplighter/contract';
import { type Caller, can } from '../../platform/caller';
import type { ProjectsService } from '../projects/projects.service';
import { projectFigures } from './project-figures';
import type { WallDetailRepository } from './wall-detail.repository';

const HOUR_MS = 3_600_000;
const BUCKET_MS = WALL_POWER_BUCKET_MINUTES * 60_000;

/** One project on the detail wall. */
export class WallDetailService {
  constructor(
    private readonly repository: WallDetailRepository,
    private readonly projects: Pick<ProjectsService, 'detail'>,
    private readonly now: () => number = Date.now,
  ) {}

  /** The project's figures; 404 for a project outside the caller's subtree. */
  async project(caller: Caller, projectId: number): Promise<WallProjectSummary> {
    const project = await this.projects.detail(caller, projectId);
    const at = this.now();
    // Buckets start on whole quarters of an hour, so that a refresh draws the same points again.
    const to = new Date(Math.ceil(at / BUCKET_MS) * BUCKET_MS);
    const from = new Date(to.getTime() - WALL_POWER_HOURS * HOUR_MS);
    const [rows, warnings, power] = await Promise.all([
      this.repository.devicesOf(caller, projectId),
      can(caller, 'warning:list')
        ? this.repository.warningsSince(
            caller,
            projectId,
            new Date(at - DASHBOARD_WARNING_HOURS * HOUR_MS),
            WALL_WARNING_LIST_SIZE,
          )
        : null,
      this.repository.loadPower(caller, projectId, { from, to, bucketMs: BUCKET_MS }),
    ]);
    return {
      project: {
        id: project.id,
        name: project.name,
        description: project.description,
        province: project.province,
        city: project.city,
        longitude: project.longitude,
        latitude: project.latitude,
      },
      ...projectFigures(rows, at),
      warnings,
      power: {
        from: from.toISOString(),
        to: to.toISOString(),
        bucket: BUCKET_MS,
        points: power.map((point) => ({
          ts: new Date(point.at).toISOString(),
          watts: Math.round(point.watts * 10) / 10,
          lamps: point.lamps,
        })),
      },
    };
  }
}
