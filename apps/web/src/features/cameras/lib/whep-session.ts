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

/**
 * Watches a WebRTC camera by WHEP (RFC 9725): a receive-only offer with its candidates is POSTed to
 * `url` as application/sdp, and the SDP answer completes the connection; `onStream` gets the
 * picture. Answers how to end it: the connection closed and the session the server made (its
 * Location) deleted. A refused offer rejects with the HTTP status in the message.
 */
export async function startWhep(url: string, onStream: (stream: MediaStream) => void): Promise<() => void> {
  const peer = new RTCPeerConnection();
  const end = (session?: string) => {
    peer.close();
    if (session) void fetch(session, { method: 'DELETE' }).catch(() => undefined);
  };
  try {
    peer.addTransceiver('video', { direction: 'recvonly' });
    peer.addTransceiver('audio', { direction: 'recvonly' });
    peer.addEventListener('track', (event) => onStream(event.streams[0] ?? new MediaStream([event.track])));
    await peer.setLocalDescription(await peer.createOffer());
    await candidatesGathered(peer);
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/sdp' },
      body: peer.localDescription?.sdp ?? '',
    });
    if (!response.ok) throw new Error(`WHEP offer refused: HTTP ${response.status}`);
    await peer.setRemoteDescription({ type: 'answer', sdp: await response.text() });
    const location = response.headers.get('location');
    const session = location ? new URL(location, url).href : undefined;
    return () => end(session);
  } catch (error) {
    end();
    throw error;
  }
}
