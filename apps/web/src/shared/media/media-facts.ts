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
