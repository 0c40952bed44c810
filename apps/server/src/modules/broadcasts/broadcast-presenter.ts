import type { BroadcastRun, BroadcastSummary } from '@lamplighter/contract';
import type { StoredBroadcast, StoredRun } from './broadcasts.repository';

export function presentRun(run: StoredRun): BroadcastRun {
  return {
    runid: run.id,
    commandid: run.commandId,
    at: run.at.toISOString(),
    priority: run.priority,
    error: run.error,
    counts: run.counts,
  };
}

/** A broadcast as the lists show it, with how often it ran and its latest run. */
export function presentBroadcast(
  row: StoredBroadcast,
  runs: { runcount: number; lastrun: StoredRun | undefined },
): BroadcastSummary {
  return {
    id: row.id,
    name: row.name,
    source: row.source,
    mediaid: row.mediaId,
    medianame: row.mediaName,
    duration: row.durationMs === null ? null : Math.round(row.durationMs / 100) / 10,
    text: row.text,
    lang: row.lang,
    priority: row.priority,
    repeat: row.repeat,
    volume: row.volume,
    targettype: row.targetType,
    devicecodes: row.deviceCodes,
    groupid: row.groupId,
    projectid: row.projectId,
    target: row.targetName,
    schedule: row.schedule,
    utcoffset: row.utcOffset,
    ttl: row.ttlSeconds,
    state: row.state,
    nextrun: row.nextAt?.toISOString() ?? null,
    runcount: runs.runcount,
    lastrun: runs.lastrun ? presentRun(runs.lastrun) : null,
    creatorname: row.creatorName,
    createtime: row.createdAt.toISOString(),
    cancellername: row.cancellerName,
    canceltime: row.cancelledAt?.toISOString() ?? null,
  };
}
