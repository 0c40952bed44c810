import { z } from 'zod';
import { idField, messageOf } from './fields';

/**
 * Watching a WebRTC camera through the platform: the browser's WHEP offer (RFC 9725) goes to the
 * platform, which passes it on to the camera with the camera's credentials and answers with the
 * camera's SDP answer; the picture then flows between the browser and the camera. The browser
 * never learns the camera's address or password, and its content security policy needs no
 * camera's origin.
 */

/** The longest SDP passed on either way: a browser's offer with its candidates is a few kB. */
export const CAMERA_SDP_MAX_LENGTH = 32_000;
/** Seconds the platform waits for a camera's answer to an offer. */
export const CAMERA_WHEP_TIMEOUT_SECONDS = 5;

export const cameraWhepBody = z.object({
  id: idField,
  offer: z
    .string()
    .max(CAMERA_SDP_MAX_LENGTH)
    .refine((text) => text.startsWith('v=0'), { error: messageOf('camera.notSdp') })
    .describe('the browser’s SDP offer, receive-only, with its candidates'),
});
export type CameraWhepBody = z.output<typeof cameraWhepBody>;

export const cameraWhepAnswer = z.object({
  answer: z.string().describe('the camera’s SDP answer'),
  session: z.string().describe('ends the session on the camera through /remote/camera/whep/stop'),
});
export type CameraWhepAnswer = z.infer<typeof cameraWhepAnswer>;

export const cameraWhepStopBody = z.object({
  session: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, { error: messageOf('camera.whepSession') })
    .describe('as the offer’s answer gave it'),
});
