import type { CameraItem } from '@lamplighter/contract';

type Named = Pick<CameraItem, 'devicecode' | 'devicename'>;

/** Whether a camera's number tells more than its name (a camera is often named by its number). */
export function numberTellsMore(camera: Named): boolean {
  return camera.devicecode !== camera.devicename;
}

/** A camera as a title names it: its name, and its number when that tells more. */
export function cameraLabel(camera: Named): string {
  return numberTellsMore(camera) ? `${camera.devicename} · ${camera.devicecode}` : camera.devicename;
}
