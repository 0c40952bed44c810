import { randomBytes } from 'node:crypto';
import { CAMERA_SDP_MAX_LENGTH, type CameraWhepAnswer } from '@lamplighter/contract';
import { ApiError, fail } from '../../platform/errors';
import { splitCredentials } from './snapshot-fetch';

/** A session the relay opened on a camera: where to delete it, and who may. */
interface WhepSession {
  accountId: number;
  /** The session's resource on the camera (the answer's Location); none when it gave none. */
  resource: URL | undefined;
  headers: Record<string, string>;
  openedAt: number;
}

/** Sessions kept at most; past that the oldest is forgotten (its camera ends it when idle). */
const MAX_SESSIONS = 10_000;
/** A session older than this is forgotten: no browser keeps one open so long without a new offer. */
const SESSION_LIFETIME_MS = 24 * 3_600_000;

/**
 * Passes browsers' WHEP offers (RFC 9725) to WebRTC cameras and their answers back, so that the
 * browser talks only to the platform: the camera's address and password stay on the server. Each
 * exchange gets `timeoutMs`; no redirect is followed (the password goes to the camera only), and
 * an answer must be an SDP of at most CAMERA_SDP_MAX_LENGTH. The sessions are remembered by an id
 * of their own, so that only the account that opened one can end it.
 */
export class WhepRelay {
  private readonly sessions = new Map<string, WhepSession>();

  constructor(
    private readonly timeoutMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  async open(accountId: number, address: string, offer: string): Promise<CameraWhepAnswer> {
    const { url, headers } = splitCredentials(address);
    const signal = AbortSignal.timeout(this.timeoutMs);
    try {
      const answer = await fetch(url, {
        method: 'POST',
        signal,
        redirect: 'manual',
        headers: { 'content-type': 'application/sdp', accept: 'application/sdp', ...headers },
        body: offer,
      });
      if (!answer.ok) {
        await answer.body?.cancel();
        throw fail.conflict('camera.whepRefused', { status: answer.status });
      }
      const text = await boundedText(answer);
      if (text === undefined || !text.startsWith('v=0')) throw fail.conflict('camera.whepNotSdp');
      const location = answer.headers.get('location');
      const session = this.remember({
        accountId,
        resource: location ? new URL(location, url) : undefined,
        headers,
        openedAt: this.now(),
      });
      return { answer: text, session };
    } catch (error) {
      if (error instanceof ApiError) throw error;
      if (signal.aborted)
        throw fail.conflict('camera.whepTimeout', { seconds: Math.round(this.timeoutMs / 100) / 10 });
      throw fail.conflict('camera.streamUnavailable');
    }
  }

  /**
   * Ends a session of the account on its camera. One unknown, or of another account, is left
   * alone: ending a session twice, or after the platform restarted, is no error.
   */
  async close(accountId: number, id: string): Promise<void> {
    const session = this.sessions.get(id);
    if (!session || session.accountId !== accountId) return;
    this.sessions.delete(id);
    if (!session.resource) return;
    try {
      const answer = await fetch(session.resource, {
        method: 'DELETE',
        signal: AbortSignal.timeout(this.timeoutMs),
        redirect: 'manual',
        headers: session.headers,
      });
      await answer.body?.cancel();
    } catch {
      // The camera ends a session nobody watches anyway, when its connection times out.
    }
  }

  /** Sessions remembered now. */
  get size(): number {
    return this.sessions.size;
  }

  private remember(session: WhepSession): string {
    for (const [id, kept] of this.sessions) {
      if (this.sessions.size < MAX_SESSIONS && session.openedAt - kept.openedAt < SESSION_LIFETIME_MS) break;
      this.sessions.delete(id);
    }
    const id = randomBytes(16).toString('base64url');
    this.sessions.set(id, session);
    return id;
  }
}

/** The answer's text, or undefined when it is longer than an SDP may be. */
async function boundedText(answer: Response): Promise<string | undefined> {
  if (!answer.body) return '';
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of answer.body) {
    length += chunk.length;
    if (length > CAMERA_SDP_MAX_LENGTH) return undefined;
    chunks.push(Buffer.from(chunk));
  }
  return Buffer.concat(chunks).toString('utf8');
}
