import { z } from 'zod';
import {
  CAMERA_PTZ_TTL_SECONDS,
  CAMERA_PTZ_WAIT_SECONDS,
  cameraPtzAnswer,
  cameraPtzBody,
} from './camera-ptz';
import {
  CAMERA_WHEP_TIMEOUT_SECONDS,
  cameraWhepAnswer,
  cameraWhepBody,
  cameraWhepStopBody,
} from './camera-whep';
import { endpoint } from './endpoint';
import { emptyEnvelope, envelope, listEnvelope } from './envelope';
import {
  flagField,
  idField,
  integerField,
  messageOf,
  pageNumField,
  pageSizeField,
  textField,
} from './fields';
import { blankToUndefined, optionalId } from './inventory-fields';
import { updateFields } from './update-fields';

/**
 * Cameras: a device of type 6 with how a browser may watch it. An HLS address is passed on by the
 * platform (the browser never sees the camera's own address or its credentials); an RTSP-only
 * camera is repackaged to HLS by ffmpeg on the server while someone watches; a WebRTC (WHEP)
 * camera gets the browser's offer through the platform (camera-whep.ts).
 */
export const cameraSources = ['hls', 'rtsp', 'whep', 'none'] as const;
export type CameraSource = (typeof cameraSources)[number];

/** Live RTSP conversions the server runs at once by default (`CAMERA_MAX_STREAMS`). */
export const CAMERA_MAX_STREAMS_DEFAULT = 16;
/** Seconds a conversion runs on after its last viewer has gone. */
export const CAMERA_IDLE_SECONDS = 30;
/** Seconds the platform keeps a camera's last still image, and a browser may show it for. */
export const CAMERA_SNAPSHOT_SECONDS = 30;
/** The layouts of the split screen: tiles per side squared. */
export const splitLayouts = [1, 4, 9, 16] as const;

const addressOf = (field: string, schemes: readonly string[]) =>
  z.preprocess(
    (value) => (value === null || value === undefined ? value : String(value).trim()),
    z
      .string()
      .max(1000)
      .refine((value) => value === '' || schemes.some((scheme) => value.toLowerCase().startsWith(scheme)), {
        error: messageOf('camera.url', { field, schemes: schemes.join(' or ') }),
      }),
  );

const settingsFields = {
  streamurl: addressOf('HLS', ['http://', 'https://'])
    .default('')
    .describe('HLS playlist (.m3u8) of the camera'),
  rtspurl: addressOf('RTSP', ['rtsp://', 'rtsps://'])
    .default('')
    .describe('RTSP address, repackaged when no HLS'),
  whepurl: addressOf('WHEP', ['http://', 'https://'])
    .default('')
    .describe('WebRTC (WHEP) address; offers reach it through the platform'),
  snapshoturl: addressOf('snapshot', ['http://', 'https://'])
    .default('')
    .describe('a still image of the camera'),
  ptz: flagField.default(0).describe('1: the camera pans, tilts and zooms'),
};

export const cameraSettingsBody = z.object({ id: idField, ...updateFields(settingsFields) });
export type CameraSettingsBody = z.output<typeof cameraSettingsBody>;

export const cameraSettings = z.object({
  id: z.number().int(),
  streamurl: z.string(),
  rtspurl: z.string(),
  whepurl: z.string(),
  snapshoturl: z.string(),
  ptz: z.number().int(),
});
export type CameraSettings = z.infer<typeof cameraSettings>;

export const cameraItem = z.object({
  id: z.number().int(),
  devicecode: z.string(),
  devicename: z.string(),
  projectid: z.number().int().nullable(),
  projectname: z.string(),
  groupid: z.number().int().nullable(),
  groupname: z.string(),
  polenumber: z.string().describe('the light pole the camera sits on'),
  runstate: z.number().int().nullable(),
  source: z.enum(cameraSources).describe('how the browser will get the picture'),
  ptz: z.number().int(),
  snapshot: z.number().int().describe('1: a still image can be fetched'),
});
export type CameraItem = z.infer<typeof cameraItem>;

export const cameraListQuery = z.object({
  pagenum: pageNumField,
  pagesize: pageSizeField,
  keyword: textField(100).optional().describe('number, name or pole number'),
  projectid: optionalId,
  groupid: optionalId,
  runstate: z.preprocess(blankToUndefined, integerField(0, 9).optional()),
});
export type CameraListQuery = z.output<typeof cameraListQuery>;

export const cameraPlay = z.object({
  kind: z.enum(['hls', 'whep']),
  url: z
    .string()
    .describe(
      'HLS: a signed platform address; WHEP: the platform call the offer goes to, with the camera’s id',
    ),
  expires: z.string().nullable().describe('when a signed address stops working, ISO 8601'),
});
export type CameraPlay = z.infer<typeof cameraPlay>;

export const cameraStreamQuery = z.object({
  id: z.string().regex(/^\d{1,10}$/),
  file: z
    .string()
    .max(200)
    .regex(/^[\w.-]+$/)
    .describe('index.m3u8 or a segment it names'),
  expires: z.string().regex(/^\d{1,12}$/),
  sig: z.string().max(64),
});
export type CameraStreamQuery = z.output<typeof cameraStreamQuery>;

export const splitLayout = z.object({
  layout: z.union(
    splitLayouts.map((n) => z.literal(n)) as [
      z.ZodLiteral<1>,
      z.ZodLiteral<4>,
      z.ZodLiteral<9>,
      z.ZodLiteral<16>,
    ],
  ),
  tiles: z
    .array(z.number().int().nullable())
    .max(16)
    .describe('the camera of each tile, row by row; null: empty'),
});
export type SplitLayout = z.infer<typeof splitLayout>;

export const splitLayoutBody = z.object({
  layout: z.preprocess(
    (value) => (typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value),
    splitLayout.shape.layout,
  ),
  tiles: z.preprocess(
    (value) => (typeof value === 'string' ? safeJson(value) : value),
    z
      .array(z.preprocess(blankToUndefined, idField.nullable().optional()).transform((id) => id ?? null))
      .max(16),
  ),
});

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export const cameraEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/remote/camera/list',
    summary: "Cameras of the caller's subtree with how each can be watched",
    tag: 'camera',
    access: 'device:list',
    query: cameraListQuery,
    response: listEnvelope(cameraItem),
  }),
  settings: endpoint({
    method: 'GET',
    path: '/remote/camera/settings',
    summary: "A camera's stream addresses (they may hold the camera's password)",
    tag: 'camera',
    access: 'device:update',
    query: z.object({ id: idField }),
    response: envelope(cameraSettings),
  }),
  update: endpoint({
    method: 'POST',
    path: '/remote/camera/update',
    summary: "Change a camera's stream addresses and PTZ support",
    tag: 'camera',
    access: 'device:update',
    audit: 'camera.update',
    body: cameraSettingsBody,
    response: envelope(cameraSettings),
  }),
  play: endpoint({
    method: 'GET',
    path: '/remote/camera/play',
    summary: 'Where the browser plays a camera: a signed, expiring HLS address, or the WHEP relay',
    tag: 'camera',
    access: 'device:list',
    query: z.object({ id: idField }),
    response: envelope(cameraPlay),
  }),
  layout: endpoint({
    method: 'GET',
    path: '/remote/camera/layout',
    summary: "The caller's split screen: how many tiles and which camera each shows",
    tag: 'camera',
    access: 'device:list',
    response: envelope(splitLayout),
  }),
  saveLayout: endpoint({
    method: 'POST',
    path: '/remote/camera/layout',
    summary: "Remember the caller's split screen; cameras the caller may not see are left out",
    tag: 'camera',
    access: 'device:list',
    audit: 'camera.layout',
    body: splitLayoutBody,
    response: envelope(splitLayout),
  }),
  ptz: endpoint({
    method: 'POST',
    path: '/remote/camera/ptz',
    summary: `Turn or zoom a PTZ camera one step, and wait up to ${CAMERA_PTZ_WAIT_SECONDS} s for where it points then; the step is the command ptz, expiring after ${CAMERA_PTZ_TTL_SECONDS} s, never queued for an offline camera (409)`,
    tag: 'camera',
    access: 'device:command',
    audit: 'camera.ptz',
    body: cameraPtzBody,
    response: envelope(cameraPtzAnswer),
  }),
  whep: endpoint({
    method: 'POST',
    path: '/remote/camera/whep',
    summary: `Pass a browser's WHEP offer to a WebRTC camera (with the camera's credentials, waiting up to ${CAMERA_WHEP_TIMEOUT_SECONDS} s) and answer the camera's SDP answer; 409 with the reason when the camera refuses`,
    tag: 'camera',
    access: 'device:list',
    body: cameraWhepBody,
    response: envelope(cameraWhepAnswer),
  }),
  whepStop: endpoint({
    method: 'POST',
    path: '/remote/camera/whep/stop',
    summary: 'End a WebRTC session the caller opened: the camera is told to delete it',
    tag: 'camera',
    access: 'device:list',
    body: cameraWhepStopBody,
    response: emptyEnvelope,
  }),
  stream: endpoint({
    method: 'GET',
    path: '/remote/camera/stream',
    summary:
      'The HLS playlist and segments of a camera by the signed address of play, fetched with the access token like every call (hls.js: xhrSetup); 403 once expired',
    tag: 'camera',
    access: 'device:list',
    query: cameraStreamQuery,
    response: { contentType: 'application/vnd.apple.mpegurl' },
  }),
  snapshot: endpoint({
    method: 'GET',
    path: '/remote/camera/snapshot',
    summary:
      'A still image of a camera (JPEG, PNG or WebP): fetched from its snapshot address, else one frame of its stream taken by ffmpeg; the last one is kept CAMERA_SNAPSHOT_SECONDS; 409 with the reason when there is none',
    tag: 'camera',
    access: 'device:list',
    query: z.object({ id: idField }),
    response: { contentType: 'image/*' },
  }),
};
