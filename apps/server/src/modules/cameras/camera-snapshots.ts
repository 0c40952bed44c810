import { CAMERA_SNAPSHOT_SECONDS } from '@lamplighter/contract';
import type { FastifyBaseLogger } from 'fastify';
import { ApiError, fail } from '../../platform/errors';
import type { CameraAddresses } from './cameras.repository';
import { grabFrame } from './frame-grab';
import { fetchSnapshot, type Snapshot, type SnapshotLimits } from './snapshot-fetch';
import { TaskGate } from './task-gate';

/** Images fetched or frames taken at once; the rest wait their turn. */
const SNAPSHOTS_AT_ONCE = 4;
/** Requests that may wait for a turn; one more is told to try again. */
const MAX_WAITING = 200;
/** The largest still image fetched from a camera. */
const SNAPSHOT_MAX_BYTES = 5 * 1024 * 1024;
/** How long ffmpeg may take to open a stream and decode its first frame (a key frame may be 4 s away). */
const FRAME_GRAB_MS = 15_000;
/** How long a failure is remembered: a list refreshing does not ask an unreachable camera each time. */
const FAILURE_KEPT_MS = 10_000;
/** The most bytes of images kept at once; the oldest go first. */
const MAX_KEPT_BYTES = 64 * 1024 * 1024;

type Source = { kind: 'address' | 'frame'; address: string };

interface Outcome {
  source: string;
  until: number;
  snapshot?: Snapshot;
  refusal?: Error;
}

export interface CameraSnapshotsOptions {
  ffmpegPath: string;
  /** Whether ffmpeg runs here (the repackager asks once). */
  ffmpegAvailable: () => Promise<boolean>;
  /** How long a camera's snapshot address may take to answer. */
  timeoutMs: number;
  log: FastifyBaseLogger;
  now: () => number;
}

/**
 * Cameras' still images: from the snapshot address when it has one, else a frame of its HLS or
 * RTSP stream taken by ffmpeg. The last image of each camera is kept `CAMERA_SNAPSHOT_SECONDS`
 * (a failure less long), one request at a time goes to a camera (the others share its answer), and
 * at most `SNAPSHOTS_AT_ONCE` go out at once: a list of fifty cameras refreshing starts four
 * ffmpegs, not fifty.
 */
export class CameraSnapshots {
  private readonly kept = new Map<number, Outcome>();
  private readonly taking = new Map<number, { source: string; image: Promise<Outcome> }>();
  private keptBytes = 0;
  private readonly gate = new TaskGate(SNAPSHOTS_AT_ONCE, MAX_WAITING, () =>
    fail.tooFrequent(5, 'camera.snapshotBusy'),
  );

  constructor(private readonly options: CameraSnapshotsOptions) {}

  /** A camera's still image, and for how many more seconds it is the one kept. */
  async take(cameraId: number, addresses: CameraAddresses): Promise<{ snapshot: Snapshot; maxAge: number }> {
    const source = await this.sourceOf(addresses);
    const key = `${source.kind} ${source.address}`;
    const now = this.options.now();
    let outcome = this.kept.get(cameraId);
    if (!outcome || outcome.source !== key || outcome.until <= now) {
      let taking = this.taking.get(cameraId);
      if (!taking || taking.source !== key) {
        taking = { source: key, image: this.fetch(cameraId, key, source) };
        this.taking.set(cameraId, taking);
      }
      outcome = await taking.image;
    }
    if (!outcome.snapshot) throw outcome.refusal;
    const maxAge = Math.max(1, Math.ceil((outcome.until - this.options.now()) / 1000));
    return { snapshot: outcome.snapshot, maxAge };
  }

  private async sourceOf(addresses: CameraAddresses): Promise<Source> {
    if (addresses.snapshotUrl !== '') return { kind: 'address', address: addresses.snapshotUrl };
    const stream = addresses.streamUrl || addresses.rtspUrl;
    if (stream === '') throw fail.conflict('camera.noSnapshot');
    if (!(await this.options.ffmpegAvailable())) throw fail.conflict('camera.snapshotNoFfmpeg');
    return { kind: 'frame', address: stream };
  }

  /** Fetches or grabs in the gate's turn, and keeps what came of it (a refusal of the gate is not kept). */
  private async fetch(cameraId: number, key: string, source: Source): Promise<Outcome> {
    try {
      const limits: SnapshotLimits = { timeoutMs: this.options.timeoutMs, maxBytes: SNAPSHOT_MAX_BYTES };
      const snapshot = await this.gate.run(() =>
        source.kind === 'address'
          ? fetchSnapshot(source.address, limits)
          : grabFrame(
              this.options.ffmpegPath,
              source.address,
              { ...limits, timeoutMs: FRAME_GRAB_MS },
              this.options.log,
            ),
      );
      return this.keep(cameraId, {
        source: key,
        until: this.options.now() + CAMERA_SNAPSHOT_SECONDS * 1000,
        snapshot,
      });
    } catch (error) {
      if (error instanceof ApiError && error.httpStatus === 429) {
        return { source: key, until: 0, refusal: error };
      }
      const refusal = error instanceof ApiError ? error : fail.conflict('camera.snapshotUnavailable');
      return this.keep(cameraId, { source: key, until: this.options.now() + FAILURE_KEPT_MS, refusal });
    } finally {
      if (this.taking.get(cameraId)?.source === key) this.taking.delete(cameraId);
    }
  }

  /** Keeps an outcome as the camera's last, dropping what expired and, past the byte limit, the oldest. */
  private keep(cameraId: number, outcome: Outcome): Outcome {
    this.drop(cameraId);
    const now = this.options.now();
    for (const [id, old] of this.kept) if (old.until <= now) this.drop(id);
    this.kept.set(cameraId, outcome);
    this.keptBytes += outcome.snapshot?.image.length ?? 0;
    for (const id of this.kept.keys()) {
      if (this.keptBytes <= MAX_KEPT_BYTES || id === cameraId) break;
      this.drop(id);
    }
    return outcome;
  }

  private drop(cameraId: number): void {
    const old = this.kept.get(cameraId);
    if (!old) return;
    this.kept.delete(cameraId);
    this.keptBytes -= old.snapshot?.image.length ?? 0;
  }
}
