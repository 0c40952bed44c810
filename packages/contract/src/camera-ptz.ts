import { z } from 'zod';
import { commandParams, ptzPosition } from './commands';
import { commandStates } from './device-commands';
import { idField } from './fields';

/**
 * Turning a PTZ camera from the video screens: one step at a time, sent as the command `ptz` (so
 * it is in the command log like any other). A step is worth something only while someone watches:
 * it expires soon and is never queued for a camera that is offline.
 */

/** Seconds a PTZ step may wait for its camera before it expires. */
export const CAMERA_PTZ_TTL_SECONDS = 30;
/** Seconds the PTZ call waits for the camera's answer before it answers without one. */
export const CAMERA_PTZ_WAIT_SECONDS = 5;

export const cameraPtzBody = z.object({
  id: idField,
  move: commandParams.ptz.shape.move,
  step: commandParams.ptz.shape.step,
});
export type CameraPtzBody = z.output<typeof cameraPtzBody>;

export const cameraPtzAnswer = z.object({
  commandid: z.number().int().describe('the step in the command log'),
  state: z
    .enum(commandStates)
    .describe(
      `succeeded once the camera answered; sent or delivered when it gave no answer within ${CAMERA_PTZ_WAIT_SECONDS} s (it may still move), expired when it gave none at all`,
    ),
  position: ptzPosition.nullable().describe('where the camera points after the step; null without an answer'),
});
export type CameraPtzAnswer = z.infer<typeof cameraPtzAnswer>;
