import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startWhep, type WhepSignalling } from './whep-session';

/** A peer connection that gathers its candidates at once and records what it was given. */
class FakePeer extends EventTarget {
  static made: FakePeer[] = [];
  iceGatheringState = 'complete';
  localDescription: { sdp: string } | null = null;
  transceivers: [string, RTCRtpTransceiverInit | undefined][] = [];
  remote: RTCSessionDescriptionInit | undefined;
  closed = false;
  constructor() {
    super();
    FakePeer.made.push(this);
  }
  addTransceiver(kind: string, init?: RTCRtpTransceiverInit) {
    this.transceivers.push([kind, init]);
  }
  async createOffer() {
    return { type: 'offer', sdp: 'v=0 offer' };
  }
  async setLocalDescription(offer: { sdp: string }) {
    this.localDescription = offer;
  }
  async setRemoteDescription(answer: RTCSessionDescriptionInit) {
    this.remote = answer;
  }
  close() {
    this.closed = true;
  }
}

/** The platform's relay as the session sees it: the offers it passed on and the sessions it ended. */
function relay(exchange: (offer: string) => Promise<{ answer: string; session: string }>) {
  const offers: string[] = [];
  const ended: string[] = [];
  const signalling: WhepSignalling = {
    exchange: (offer) => {
      offers.push(offer);
      return exchange(offer);
    },
    end: (session) => ended.push(session),
  };
  return { signalling, offers, ended };
}

beforeEach(() => {
  FakePeer.made = [];
  vi.stubGlobal('RTCPeerConnection', FakePeer);
});
afterEach(() => vi.unstubAllGlobals());

describe('watching a camera by WHEP', () => {
  it('sends a receive-only offer with its candidates, takes the answer, and ends the session it was given', async () => {
    const { signalling, offers, ended } = relay(async () => ({ answer: 'v=0 answer', session: 's7' }));
    const end = await startWhep(signalling, () => undefined);
    const [peer] = FakePeer.made;
    expect(peer?.transceivers).toEqual([
      ['video', { direction: 'recvonly' }],
      ['audio', { direction: 'recvonly' }],
    ]);
    expect(offers).toEqual(['v=0 offer']);
    expect(peer?.remote).toEqual({ type: 'answer', sdp: 'v=0 answer' });
    expect(ended).toEqual([]);

    end();
    expect(peer?.closed).toBe(true);
    expect(ended).toEqual(['s7']);
  });

  it('closes the connection and passes the refusal on when the offer is refused', async () => {
    const refusal = new Error('the camera answered 503 to the WebRTC offer');
    const { signalling, ended } = relay(async () => {
      throw refusal;
    });
    await expect(startWhep(signalling, () => undefined)).rejects.toBe(refusal);
    expect(FakePeer.made[0]?.closed).toBe(true);
    expect(ended).toEqual([]);
  });

  it('ends the camera’s session when its answer cannot be taken', async () => {
    const { signalling, ended } = relay(async () => ({ answer: 'not an answer', session: 's8' }));
    vi.spyOn(FakePeer.prototype, 'setRemoteDescription').mockRejectedValueOnce(new Error('bad answer'));
    await expect(startWhep(signalling, () => undefined)).rejects.toThrow('bad answer');
    expect(FakePeer.made[0]?.closed).toBe(true);
    expect(ended).toEqual(['s8']);
  });
});
