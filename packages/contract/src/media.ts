import { z } from 'zod';
import { endpoint } from './endpoint';
import { emptyEnvelope, envelope, listEnvelope } from './envelope';
import { idField, idListField, pageNumField, pageSizeField, textField } from './fields';
import { blankToUndefined } from './inventory-fields';
import { updateFields } from './update-fields';
import { filePart, uploadBody } from './uploads';

/**
 * The media library: images, video and audio shared by the LED screens and the broadcast
 * terminals. A file's type is read from its content, never from its name; each content is stored
 * once (by its SHA-256) however many times and by whomever it is uploaded.
 */
export const mediaKinds = ['image', 'video', 'audio'] as const;
export type MediaKind = (typeof mediaKinds)[number];

export const mediaFormats = [
  'jpeg',
  'png',
  'gif',
  'webp',
  'mp4',
  'webm',
  'mp3',
  'aac',
  'm4a',
  'wav',
  'ogg',
] as const;
export type MediaFormat = (typeof mediaFormats)[number];

/** The largest file of each kind by default, in MB (`MEDIA_MAX_IMAGE_MB`, `_VIDEO_MB`, `_AUDIO_MB`). */
export const MEDIA_MAX_MB_DEFAULT: Record<MediaKind, number> = { image: 20, video: 200, audio: 50 };
/** Seconds a signed address of a file's content stays valid (`/remote/media/link`). */
export const MEDIA_LINK_SECONDS = 3600;
export const MEDIA_FOLDER_MAX_LENGTH = 50;
export const MEDIA_NAME_MAX_LENGTH = 200;

const folderField = textField(MEDIA_FOLDER_MAX_LENGTH).describe('the folder, "" for none');

export const mediaFile = z.object({
  id: z.number().int(),
  name: z.string(),
  folder: z.string(),
  kind: z.enum(mediaKinds),
  format: z.enum(mediaFormats),
  contenttype: z.string(),
  size: z.number().int().describe('bytes'),
  hash: z.string().describe('SHA-256 of the content, hexadecimal: what devices fetch it by'),
  width: z.number().int().nullable().describe('pixels, of an image or a video'),
  height: z.number().int().nullable(),
  duration: z.number().nullable().describe('seconds, of a video or a sound, to a tenth'),
  thumbnail: z.number().int().describe('1: /remote/media/thumbnail has a picture of it'),
  uploader: z.string(),
  createtime: z.string(),
});
export type MediaFile = z.infer<typeof mediaFile>;

export const mediaUploaded = mediaFile.extend({
  duplicate: z.number().int().describe('1: the same content was already in the library, and is that file'),
});
export type MediaUploaded = z.infer<typeof mediaUploaded>;

export const mediaListQuery = z.object({
  pagenum: pageNumField,
  pagesize: pageSizeField,
  keyword: z.preprocess(blankToUndefined, textField(100).optional()).describe('name contains'),
  kind: z.preprocess(blankToUndefined, z.enum(mediaKinds).optional()),
  folder: folderField.optional().describe('only this folder ("" for files in none)'),
});
export type MediaListQuery = z.output<typeof mediaListQuery>;

const mediaEditable = {
  name: textField(MEDIA_NAME_MAX_LENGTH).min(1),
  folder: folderField,
};
export const mediaUpdateBody = z.object({ id: idField, ...updateFields(mediaEditable) });
export type MediaUpdateBody = z.output<typeof mediaUpdateBody>;

export const mediaLink = z.object({
  url: z.string().describe('the file, with ranges, for the browser’s image, video and audio players'),
  expires: z.string().describe('ISO 8601'),
});
export type MediaLink = z.infer<typeof mediaLink>;

export const mediaContentQuery = z.object({
  id: z.string().regex(/^\d{1,10}$/),
  expires: z.string().regex(/^\d{1,12}$/),
  sig: z.string().regex(/^[A-Za-z0-9_-]{1,100}$/),
});
export type MediaContentQuery = z.infer<typeof mediaContentQuery>;

export const mediaEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/remote/media/list',
    summary: "Files of the caller's subtree, newest first",
    tag: 'media',
    access: 'media:list',
    query: mediaListQuery,
    response: listEnvelope(mediaFile),
  }),
  folders: endpoint({
    method: 'GET',
    path: '/remote/media/folders',
    summary: "The folders of the caller's subtree's files, with how many files each holds",
    tag: 'media',
    access: 'media:list',
    response: envelope(z.array(z.object({ folder: z.string(), count: z.number().int() }))),
  }),
  upload: endpoint({
    method: 'POST',
    path: '/remote/media/upload',
    summary:
      'Add a file (jpeg, png, gif, webp; mp4, webm; mp3, aac, m4a, wav, ogg), its type read from its content; the same content twice in an account answers the file already there',
    tag: 'media',
    access: 'media:upload',
    audit: 'media.upload',
    query: z.object({ folder: folderField.default('') }),
    body: uploadBody({ file: filePart('the file') }),
    response: envelope(mediaUploaded),
  }),
  update: endpoint({
    method: 'POST',
    path: '/remote/media/update',
    summary: 'Rename a file or move it to another folder',
    tag: 'media',
    access: 'media:update',
    audit: 'media.update',
    body: mediaUpdateBody,
    response: envelope(mediaFile),
  }),
  delete: endpoint({
    method: 'GET',
    path: '/remote/media/delete',
    summary: 'Delete files; the content goes when no account keeps it any more',
    tag: 'media',
    access: 'media:delete',
    audit: 'media.delete',
    query: z.object({ ids: idListField }),
    response: emptyEnvelope,
  }),
  thumbnail: endpoint({
    method: 'GET',
    path: '/remote/media/thumbnail',
    summary: 'A small JPEG of an image or of a frame of a video',
    tag: 'media',
    access: 'media:list',
    query: z.object({ id: idField }),
    response: { contentType: 'image/jpeg' },
  }),
  link: endpoint({
    method: 'GET',
    path: '/remote/media/link',
    summary: `A signed address of a file's content for the browser's players, valid ${MEDIA_LINK_SECONDS / 60} minutes`,
    tag: 'media',
    access: 'media:list',
    query: z.object({ id: idField }),
    response: envelope(mediaLink),
  }),
  content: endpoint({
    method: 'GET',
    path: '/remote/media/content',
    summary:
      "A file's content by the signed address of link (no token: players cannot send one), with byte ranges; 403 once expired or altered",
    tag: 'media',
    access: 'public',
    query: mediaContentQuery,
    response: { contentType: 'application/octet-stream' },
  }),
};
