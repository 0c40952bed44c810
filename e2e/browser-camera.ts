import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';

/** What the camera's WHEP endpoint was asked: method, path and authorization. */
export interface CameraRequest {
  method: string;
  path: string;
  authorization: string | undefined;
}

export interface BrowserCamera {
  /** The WHEP address to give the platform, with the camera's user and password in it. */
  whepUrl: string;
  /** `http://127.0.0.1:<port>`: the camera's own origin, which no viewer's page may call. */
  origin: string;
  asked: CameraRequest[];
  close(): Promise<void>;
}

const USER = 'viewer';
const PASSWORD = 'cam:era 42';

function bodyOf(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

/**
 * A WebRTC camera made of a browser page: a canvas counting its frames, sent to every peer whose
 * WHEP offer reaches its endpoint (a local HTTP server, behind Basic authorization), until the
 * session is deleted at the Location it answered. The picture goes from this page to the viewer's
 * by WebRTC, as from a real camera.
 */
export async function startBrowserCamera(browser: Browser): Promise<BrowserCamera> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.setContent('<canvas width="320" height="180"></canvas>');
  await page.evaluate(() => {
    const canvas = document.querySelector('canvas') as HTMLCanvasElement;
    const drawing = canvas.getContext('2d') as CanvasRenderingContext2D;
    let frame = 0;
    setInterval(() => {
      frame += 1;
      drawing.fillStyle = `hsl(${(frame * 7) % 360} 60% 35%)`;
      drawing.fillRect(0, 0, 320, 180);
      drawing.fillStyle = '#fff';
      drawing.font = '48px sans-serif';
      drawing.fillText(String(frame), 24, 110);
    }, 66);
    const stream = canvas.captureStream(15);
    const peers = new Map<string, RTCPeerConnection>();
    Object.assign(window, {
      async answerOffer(session: string, offer: string): Promise<string> {
        const peer = new RTCPeerConnection();
        for (const track of stream.getTracks()) peer.addTrack(track, stream);
        await peer.setRemoteDescription({ type: 'offer', sdp: offer });
        await peer.setLocalDescription(await peer.createAnswer());
        await new Promise<void>((resolve) => {
          const gathered = () => peer.iceGatheringState === 'complete' && resolve();
          peer.addEventListener('icegatheringstatechange', gathered);
          gathered();
        });
        peers.set(session, peer);
        return peer.localDescription?.sdp ?? '';
      },
      endSession(session: string) {
        peers.get(session)?.close();
        peers.delete(session);
      },
    });
  });

  const asked: CameraRequest[] = [];
  const basic = `Basic ${Buffer.from(`${USER}:${PASSWORD}`).toString('base64')}`;
  let sessions = 0;
  const server = createServer(async (request, response) => {
    const { method = '', url = '' } = request;
    asked.push({ method, path: url, authorization: request.headers.authorization });
    const offer = await bodyOf(request);
    if (request.headers.authorization !== basic) return response.writeHead(401).end();
    if (method === 'POST' && url === '/whep') {
      sessions += 1;
      const session = `s${sessions}`;
      const answer = await page.evaluate(
        ([id, sdp]) =>
          (window as unknown as { answerOffer: (a: string, b: string) => Promise<string> }).answerOffer(
            id,
            sdp,
          ),
        [session, offer] as const,
      );
      return response
        .writeHead(201, { 'content-type': 'application/sdp', location: `/sessions/${session}` })
        .end(answer);
    }
    if (method === 'DELETE' && url.startsWith('/sessions/')) {
      const session = url.slice('/sessions/'.length);
      await page.evaluate(
        (id) => (window as unknown as { endSession: (a: string) => void }).endSession(id),
        session,
      );
      return response.writeHead(200).end();
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    whepUrl: `http://${USER}:${encodeURIComponent(PASSWORD)}@127.0.0.1:${port}/whep`,
    origin: `http://127.0.0.1:${port}`,
    asked,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await context.close();
    },
  };
}
