import type { PtzPosition } from '@lamplighter/contract';

/** A value of the position as read: at most one decimal, with a true minus sign ("−12", "3.5"). */
export function ptzNumber(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  const text = String(Math.abs(rounded));
  return rounded < 0 ? `\u2212${text}` : text;
}

/** Pan, tilt and zoom as the position text shows them. */
export function ptzReading(position: PtzPosition): Record<keyof PtzPosition, string> {
  return { pan: ptzNumber(position.pan), tilt: ptzNumber(position.tilt), zoom: ptzNumber(position.zoom) };
}
