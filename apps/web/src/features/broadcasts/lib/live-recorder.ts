/** How long each piece of the recording is: the floor of the latency, and the size of each upload. */
export const CHUNK_MS = 500;
/** Uploads whose times make the mean shown. */
const UPLOADS_AVERAGED = 10;

/** Why the microphone could not be used, as the page names it. */
export type MicrophoneProblem = 'denied' | 'missing' | 'unsupported';

/** The microphone's problem of an error `getUserMedia` or `MediaRecorder` threw. */
export function microphoneProblem(error: unknown): MicrophoneProblem {
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'missing';
  return 'unsupported';
}

/** The format the browser records in: Opus in WebM where it can, else its own choice. */
function recordingType(): string | undefined {
  const wanted = 'audio/webm;codecs=opus';
  return MediaRecorder.isTypeSupported(wanted) ? wanted : undefined;
}

/**
 * Records the microphone in pieces of CHUNK_MS and hands each to `send` in order, one upload at a
 * time (the first piece carries the stream's header, so none may overtake another); it keeps how
 * long the last uploads took, which is the browser's part of the latency.
 */
export class LiveRecorder {
  private readonly recorder: MediaRecorder;
  private sending: Promise<void> = Promise.resolve();
  private seq = 0;
  private readonly uploads: number[] = [];
  private failed = false;

  constructor(
    readonly stream: MediaStream,
    private readonly send: (seq: number, chunk: Blob) => Promise<void>,
    private readonly onFailure: (error: unknown) => void,
  ) {
    const type = recordingType();
    this.recorder = new MediaRecorder(stream, type ? { mimeType: type } : undefined);
    this.recorder.ondataavailable = (event) => {
      if (event.data.size > 0) this.enqueue(event.data);
    };
  }

  /** Opens the microphone; throws what the browser threw (see microphoneProblem). */
  static async microphone(): Promise<MediaStream> {
    if (!navigator.mediaDevices?.getUserMedia || typeof MediaRecorder === 'undefined') {
      throw new DOMException('no MediaRecorder', 'NotSupportedError');
    }
    return navigator.mediaDevices.getUserMedia({ audio: { echoCancellation: true, noiseSuppression: true } });
  }

  start(): void {
    this.recorder.start(CHUNK_MS);
  }

  /** Stops recording, sends the last piece, and lets the microphone go. */
  async stop(): Promise<void> {
    if (this.recorder.state !== 'inactive') {
      const stopped = new Promise((resolve) =>
        this.recorder.addEventListener('stop', resolve, { once: true }),
      );
      this.recorder.stop();
      await stopped;
    }
    for (const track of this.stream.getTracks()) track.stop();
    await this.sending;
  }

  /** Pieces sent so far. */
  get sent(): number {
    return this.seq;
  }

  /** The mean time of the last uploads, in ms; undefined before the first. */
  get uploadMs(): number | undefined {
    if (this.uploads.length === 0) return undefined;
    return this.uploads.reduce((sum, ms) => sum + ms, 0) / this.uploads.length;
  }

  private enqueue(chunk: Blob): void {
    const seq = this.seq++;
    this.sending = this.sending.then(async () => {
      if (this.failed) return;
      const started = performance.now();
      try {
        await this.send(seq, chunk);
      } catch (error) {
        this.failed = true;
        this.onFailure(error);
        return;
      }
      this.uploads.push(performance.now() - started);
      if (this.uploads.length > UPLOADS_AVERAGED) this.uploads.shift();
    });
  }
}
