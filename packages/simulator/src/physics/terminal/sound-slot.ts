/** What a terminal plays: a broadcast, or its test tone (broadcast 0). */
export interface Sound {
  broadcastid: number;
  name: string;
  emergency: boolean;
  /** The volume it plays at, or null: the terminal's own. */
  volume: number | null;
}

interface Taken {
  sound: Sound;
  cut: (reason: string) => void;
}

/**
 * The one sound a terminal's amplifier plays at a time. Whoever plays a sound learns from the
 * promise `take` gave it why it was cut off: by another sound, a stop, the power.
 */
export class SoundSlot {
  private taken: Taken | null = null;

  get playing(): Sound | null {
    return this.taken?.sound ?? null;
  }

  /**
   * Plays `sound` in the free slot (cut off what plays first); answers a promise that resolves
   * with the reason this sound is cut off (never, if it ends first), and how to give the slot back.
   */
  take(sound: Sound): { cutOff: Promise<string>; release: () => void } {
    let cut: (reason: string) => void = () => {};
    const cutOff = new Promise<string>((resolve) => {
      cut = resolve;
    });
    const taken = { sound, cut };
    this.taken = taken;
    return {
      cutOff,
      release: () => {
        if (this.taken === taken) this.taken = null;
      },
    };
  }

  /** Cuts off what plays, for `reason`; answers whether anything played. */
  cut(reason: string): boolean {
    const taken = this.taken;
    this.taken = null;
    taken?.cut(reason);
    return taken !== null;
  }
}
