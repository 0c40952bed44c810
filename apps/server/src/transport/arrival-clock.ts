/** When a value without a device timestamp arrived: milliseconds, and microseconds within that one. */
export interface ArrivalStamp {
  ts: number;
  /** 1 to 999: never 0, so that an arrival never shares a time with a device's own whole millisecond. */
  micros: number;
}

/**
 * Stamps values that a device sent without a time. History keeps one value per device, key and
 * time, and a device may send many messages within one millisecond: each arrival gets a time of
 * its own, in microseconds, later than every stamp before it, so every value acknowledged is
 * stored and the last received is the newest. Stamps run ahead of the clock only when more than
 * 999 values arrive within one millisecond, and then by microseconds.
 */
export class ArrivalClock {
  private last = 0;

  constructor(private readonly now: () => number = Date.now) {}

  next(): ArrivalStamp {
    let micros = Math.max(Math.trunc(this.now()) * 1000 + 1, this.last + 1);
    if (micros % 1000 === 0) micros += 1;
    this.last = micros;
    return { ts: Math.floor(micros / 1000), micros: micros % 1000 };
  }
}
