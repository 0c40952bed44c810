import type { MediaFile } from '@lamplighter/contract';

/** A length in seconds as a clock reads it: m:ss, or h:mm:ss from an hour. */
export function durationText(seconds: number | null): string {
  if (seconds === null) return '--';
  const whole = Math.round(seconds);
  const [hours, minutes, rest] = [Math.floor(whole / 3600), Math.floor((whole % 3600) / 60), whole % 60];
  const pad = (value: number) => String(value).padStart(2, '0');
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(rest)}` : `${minutes}:${pad(rest)}`;
}

/** Width × height in pixels, of a picture or a video. */
export function resolutionText(file: Pick<MediaFile, 'width' | 'height'>): string {
  return file.width && file.height ? `${file.width} × ${file.height}` : '--';
}

/** What the file chooser offers: the formats the library takes, by their usual names. */
export const MEDIA_ACCEPT = [
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
  'video/mp4',
  'video/webm',
  'audio/mpeg',
  'audio/aac',
  'audio/mp4',
  'audio/wav',
  'audio/ogg',
  '.jpg',
  '.jpeg',
  '.png',
  '.gif',
  '.webp',
  '.mp4',
  '.webm',
  '.mp3',
  '.aac',
  '.m4a',
  '.wav',
  '.ogg',
].join(',');
