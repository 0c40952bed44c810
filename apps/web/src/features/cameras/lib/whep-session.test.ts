import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startWhep } from './whep-session';

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

const fetched: { url: string; init: RequestInit | undefined }[] = [];
function answerWith(response: Response) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      fetched.push({ url, init });
      return init?.method === 'DELETE' ? new Response(null, { status: 200 }) : response;
    }),
  );
}

beforeEach(() => {
  FakePeer.made = [];
  fetched.length = 0;
  vi.stubGlobal('RTCPeerConnection', FakePeer);
});
afterEach(() => vi.unstubAllGlobals());

describe('watching a camera by WHEP', () => {
  it('posts a receive-only offer as SDP and takes the answer, then ends the session where the server said', async () => {
    answerWith(new Response('v=0 answer', { status: 201, headers: { location: '/whep/session/7' } }));
    const end = await startWhep('http://camera.example:8889/cam/whep', () => undefined);
    const [peer] = FakePeer.made;
    expect(peer?.transceivers).toEqual([
      ['video', { direction: 'recvonly' }],
      ['audio', { direction: 'recvonly' }],
    ]);
    expect(fetched[0]).toEqual({
      url: 'http://camera.example:8889/cam/whep',
      init: { method: 'POST', headers: { 'content-type': 'application/sdp' }, body: 'v=0 offer' },
    });
    expect(peer?.remote).toEqual({ type: 'answer', sdp: 'v=0 answer' });

    end();
    expect(peer?.closed).toBe(true);
    expect(fetched[1]).toEqual({
      url: 'http://camera.example:8889/whep/session/7',
      init: { method: 'DELETE' },
    });
  });

  it('closes the connection and says the status when the offer is refused', async () => {
    answerWith(new Response('busy', { status: 503 }));
    await expect(startWhep('http://camera.example/whep', () => undefined)).rejects.toThrow('HTTP 503');
    expect(FakePeer.made[0]?.closed).toBe(true);
    expect(fetched).toHaveLength(1);
  });
});
