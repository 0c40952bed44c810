import type { DragEvent } from 'react';

/** What a camera dragged from the tree or from another tile carries: its id. */
const CAMERA_DRAG_TYPE = 'application/x-lamplighter-camera';

export function startCameraDrag(event: DragEvent, cameraId: number): void {
  event.dataTransfer.setData(CAMERA_DRAG_TYPE, String(cameraId));
  event.dataTransfer.effectAllowed = 'move';
}

export function carriesCamera(event: DragEvent): boolean {
  return event.dataTransfer.types.includes(CAMERA_DRAG_TYPE);
}

/** The camera a drop carries; undefined for anything else dropped. */
export function droppedCamera(event: DragEvent): number | undefined {
  const id = Number(event.dataTransfer.getData(CAMERA_DRAG_TYPE));
  return Number.isInteger(id) && id > 0 ? id : undefined;
}
