import { pngImage, type Rgb } from './png-image';

const PALETTE: readonly Rgb[] = [
  [230, 57, 70],
  [42, 157, 143],
  [233, 196, 106],
  [38, 70, 83],
  [244, 162, 97],
  [69, 123, 157],
];
const BLACK: Rgb = [0, 0, 0];
/** Rows of one band of colour. */
const BAND = 16;

/**
 * What a simulated screen shows, as a PNG: bands in two colours drawn from the program's id (so
 * two programs look different and the same program the same), black when nothing plays.
 */
export function screenshotOf(width: number, height: number, program: { programid: number } | null): Buffer {
  if (!program) return pngImage(width, height, () => BLACK);
  const first = PALETTE[program.programid % PALETTE.length] as Rgb;
  const second = PALETTE[(program.programid + 3) % PALETTE.length] as Rgb;
  return pngImage(width, height, (y) => (Math.floor(y / BAND) % 2 === 0 ? first : second));
}
