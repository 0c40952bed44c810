const two = (value: number) => String(value).padStart(2, '0');

/**
 * The file name of a frame saved from a camera's picture: the camera's number and the local time
 * it was taken, e.g. `HZ-XH-C1-20261126-083015.png`. What a file name may not hold (slashes,
 * colons, quotes…) becomes `_`.
 */
export function snapshotFileName(code: string, at: Date): string {
  const safe = code.trim().replace(/[\\/:*?"<>|\s]+/g, '_') || 'camera';
  const day = `${at.getFullYear()}${two(at.getMonth() + 1)}${two(at.getDate())}`;
  const time = `${two(at.getHours())}${two(at.getMinutes())}${two(at.getSeconds())}`;
  return `${safe}-${day}-${time}.png`;
}
