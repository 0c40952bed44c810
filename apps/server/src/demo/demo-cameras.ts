import { type CameraStreams, type CameraVideo, startCameraStreams } from '@lamplighter/simulator';
import type { FastifyBaseLogger } from 'fastify';
import type { DemoFleetPlan, DemoInstallation } from './demo-installation';

const LOCAL_PREFIX = 'http://127.0.0.1:';

/** What the demo's cameras show (SIMULATOR_CAMERA_VIDEO), and the ffmpeg that makes their test pattern (FFMPEG_PATH). */
export interface DemoCameraVideo {
  video: CameraVideo;
  ffmpegPath: string;
}

/**
 * An address the demo may replace: none yet, or one it gave the camera on an earlier start (its
 * simulated stream on this machine, at the port of that start). Any other is a person's own.
 */
export function isDemoStreamAddress(url: string, code: string): boolean {
  return isDemoAddress(url, code, 'index.m3u8');
}

/** The same for the camera's snapshot address: none yet, or the simulated still image of an earlier start. */
export function isDemoSnapshotAddress(url: string, code: string): boolean {
  return isDemoAddress(url, code, 'snapshot.jpg');
}

function isDemoAddress(url: string, code: string, file: string): boolean {
  if (url === '') return true;
  const suffix = `/camera/${encodeURIComponent(code)}/${file}`;
  if (!url.startsWith(LOCAL_PREFIX) || !url.endsWith(suffix)) return false;
  return /^\d{1,5}$/.test(url.slice(LOCAL_PREFIX.length, url.length - suffix.length));
}

/**
 * The live streams of the demo's cameras, served by the simulator on this machine, and each
 * camera pointed at its own (its stream and its still image). Without them the cameras have no picture but the fleet runs all the
 * same: a failure is logged, not thrown. The test pattern runs an ffmpeg per camera only while
 * someone watches it, so an idle demo costs no processor.
 */
export async function startDemoCameras(
  installation: DemoInstallation,
  plan: DemoFleetPlan,
  log: FastifyBaseLogger,
  choice: DemoCameraVideo,
): Promise<CameraStreams | undefined> {
  const cameras = plan.tokens
    .filter((row) => row.kind === 'camera')
    .map((row) => ({ code: row.code, id: plan.ids.get(row.code) as number }));
  if (cameras.length === 0) return undefined;
  let streams: CameraStreams | undefined;
  try {
    streams = await startCameraStreams({
      cameras: cameras.map((camera) => camera.code),
      video: choice.video,
      ffmpegPath: choice.ffmpegPath,
      onProblem: (camera, problem) => log.warn({ camera }, `demo camera: ${problem}`),
    });
    const pointed = await installation.pointCameras(cameras, streams);
    const { port, video, text } = streams;
    log.info({ cameras: cameras.length, pointed, port, video, text }, 'demo camera streams started');
    if (choice.video === 'pattern' && video === 'loop') {
      log.info(
        { ffmpeg: choice.ffmpegPath },
        'ffmpeg does not answer: the demo cameras play the shipped loop',
      );
    }
    return streams;
  } catch (error) {
    await streams?.close();
    log.warn({ err: error }, 'demo camera streams not started: the demo cameras show no picture');
    return undefined;
  }
}
