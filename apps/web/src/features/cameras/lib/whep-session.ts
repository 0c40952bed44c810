/** How long the offer waits for its network candidates before it is sent with those it has. */
const GATHERING_MS = 2_000;

function candidatesGathered(peer: RTCPeerConnection): Promise<void> {
  if (peer.iceGatheringState === 'complete') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      peer.removeEventListener('icegatheringstatechange', changed);
      resolve();
    };
    const changed = () => {
      if (peer.iceGatheringState === 'complete') done();
    };
    const timer = setTimeout(done, GATHERING_MS);
    peer.addEventListener('icegatheringstatechange', changed);
  });
}

/** How an offer reaches the camera and how its session ends: through the platform's relay. */
export interface WhepSignalling {
  exchange(offer: string): Promise<{ answer: string; session: string }>;
  end(session: string): void;
}

/**
 * Watches a WebRTC camera by WHEP (RFC 9725): a receive-only offer with its candidates goes to the
 * camera by `signalling`, and the SDP answer completes the connection; `onStream` gets the picture.
 * Answers how to end it: the connection closed and the camera's session ended. A refused offer
 * rejects with the refusal.
 */
export async function startWhep(
  signalling: WhepSignalling,
  onStream: (stream: MediaStream) => void,
): Promise<() => void> {
  const peer = new RTCPeerConnection();
  try {
    peer.addTransceiver('video', { direction: 'recvonly' });
    peer.addTransceiver('audio', { direction: 'recvonly' });
    peer.addEventListener('track', (event) => onStream(event.streams[0] ?? new MediaStream([event.track])));
    await peer.setLocalDescription(await peer.createOffer());
    await candidatesGathered(peer);
    const { answer, session } = await signalling.exchange(peer.localDescription?.sdp ?? '');
    try {
      await peer.setRemoteDescription({ type: 'answer', sdp: answer });
    } catch (error) {
      signalling.end(session);
      throw error;
    }
    return () => {
      peer.close();
      signalling.end(session);
    };
  } catch (error) {
    peer.close();
    throw error;
  }
}
