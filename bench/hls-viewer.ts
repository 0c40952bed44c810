import { setTimeout as sleep } from 'node:timers/promises';

/** What one viewer saw while measured. */
export interface ViewerFigures {
  /** New segments fetched whole. */
  segments: number;
  bytes: number;
  playlists: number;
  /** Times no new segment came for more than three target durations (a frozen picture). */
  stalls: number;
  longestGapS: number;
  /** Answers other than 200, and requests that failed, with the first few reasons. */
  errors: number;
  errorSamples: string[];
  segmentLatenciesMs: number[];
}

/** hls.js starts a live stream this many target durations from its end (its `liveSyncDurationCount`). */
const LIVE_SYNC_SEGMENTS = 3;
const STALL_TARGET_DURATIONS = 3;
const REQUEST_TIMEOUT_MS = 10_000;

interface Playlist {
  targetDuration: number;
  mediaSequence: number;
  segments: string[];
}

function parsePlaylist(text: string, base: string): Playlist {
  const lines = text.split(/\r?\n/).map((line) => line.trim());
  const tag = (name: string) => Number(lines.find((line) => line.startsWith(name))?.slice(name.length));
  const segments = lines.filter((line) => line !== '' && !line.startsWith('#'));
  return {
    targetDuration: tag('#EXT-X-TARGETDURATION:') || 2,
    mediaSequence: tag('#EXT-X-MEDIA-SEQUENCE:') || 0,
    segments: segments.map((line) => new URL(line, base).toString()),
  };
}

function emptyFigures(): ViewerFigures {
  return {
    segments: 0,
    bytes: 0,
    playlists: 0,
    stalls: 0,
    longestGapS: 0,
    errors: 0,
    errorSamples: [],
    segmentLatenciesMs: [],
  };
}

/**
 * One tile of the split screen, as hls.js plays a live stream: it reads the playlist, starts three
 * segments from its end, fetches each new segment once, one at a time, and reads the playlist
 * again a target duration later (half of one when nothing changed). It sends the caller's headers
 * (the access token) with every request, as the web's player does. Decoding is not modelled: the
 * cost measured is the serving side's.
 */
export class HlsViewer {
  private figures = emptyFigures();
  private windowStart = 0;
  private lastSegmentAt = 0;
  private measuring = false;
  private targetDuration = 2;

  constructor(
    private readonly playlistUrl: string,
    private readonly headers: Record<string, string>,
  ) {}

  /** Counting starts now; what came before (the warm-up) is forgotten. */
  startMeasuring(): void {
    this.figures = emptyFigures();
    this.windowStart = performance.now();
    this.measuring = true;
  }

  /** Counting ends now; a picture frozen at this moment counts as a stall. */
  stopMeasuring(): ViewerFigures {
    this.noteGap(performance.now());
    this.measuring = false;
    return this.figures;
  }

  /** Plays until `signal` aborts. */
  async play(signal: AbortSignal): Promise<void> {
    let next: number | undefined;
    while (!signal.aborted) {
      const asked = performance.now();
      const text = await this.fetchText(this.playlistUrl, signal);
      let changed = false;
      if (text !== undefined) {
        const playlist = parsePlaylist(text, this.playlistUrl);
        this.targetDuration = playlist.targetDuration;
        const last = playlist.mediaSequence + playlist.segments.length - 1;
        next ??= Math.max(playlist.mediaSequence, last - LIVE_SYNC_SEGMENTS + 1);
        // Behind the window (the player fell too far back): take up the stream where it is now.
        if (next < playlist.mediaSequence) next = playlist.mediaSequence;
        while (next <= last && !signal.aborted) {
          const url = playlist.segments[next - playlist.mediaSequence] as string;
          if (await this.fetchSegment(url, signal)) changed = true;
          next++;
        }
      }
      const wait = (changed ? this.targetDuration : this.targetDuration / 2) * 1000;
      await sleep(Math.max(0, asked + wait - performance.now()), undefined, { signal }).catch(() => {});
    }
  }

  private async fetchText(url: string, signal: AbortSignal): Promise<string | undefined> {
    const body = await this.get(url, signal);
    if (body === undefined) return undefined;
    if (this.measuring) this.figures.playlists++;
    return new TextDecoder().decode(body);
  }

  private async fetchSegment(url: string, signal: AbortSignal): Promise<boolean> {
    const began = performance.now();
    const body = await this.get(url, signal);
    if (body === undefined) return false;
    const done = performance.now();
    if (this.measuring) {
      this.noteGap(done);
      this.figures.segments++;
      this.figures.bytes += body.byteLength;
      this.figures.segmentLatenciesMs.push(done - began);
    }
    this.lastSegmentAt = done;
    return true;
  }

  /**
   * A whole answer of 200, else undefined (the reason noted). One controller per request, tied to
   * the viewer's: combined signals would pile listeners on the viewer's until collected.
   */
  private async get(url: string, signal: AbortSignal): Promise<ArrayBuffer | undefined> {
    const request = new AbortController();
    const abort = () => request.abort();
    const timer = setTimeout(abort, REQUEST_TIMEOUT_MS);
    signal.addEventListener('abort', abort, { once: true });
    try {
      const answer = await fetch(url, { headers: this.headers, signal: request.signal });
      const body = await answer.arrayBuffer();
      if (answer.ok) return body;
      this.noteError(`${answer.status} ${new TextDecoder().decode(body).slice(0, 120)}`);
    } catch (error) {
      if (!signal.aborted) this.noteError((error as Error).message);
    } finally {
      clearTimeout(timer);
      signal.removeEventListener('abort', abort);
    }
    return undefined;
  }

  private noteError(reason: string): void {
    if (!this.measuring) return;
    this.figures.errors++;
    if (this.figures.errorSamples.length < 3) this.figures.errorSamples.push(reason);
  }

  /** The time since the last new segment (or since counting began) at `now`, counted as a stall when long. */
  private noteGap(now: number): void {
    if (!this.measuring) return;
    const gapS = (now - Math.max(this.lastSegmentAt, this.windowStart)) / 1000;
    this.figures.longestGapS = Math.max(this.figures.longestGapS, gapS);
    if (gapS > STALL_TARGET_DURATIONS * this.targetDuration) this.figures.stalls++;
  }
}
