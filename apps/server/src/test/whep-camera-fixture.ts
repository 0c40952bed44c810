import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What a WebRTC camera was asked: the method, path, content type, authorization and body. */
export interface WhepRequest {
  method: string;
  path: string;
  contentType: string | undefined;
  authorization: string | undefined;
  body: string;
}

export interface WhepCamera {
  /** `http://127.0.0.1:<port>` */
  base: string;
  asked: WhepRequest[];
  close(): Promise<void>;
}

export const WHEP_CAMERA_PASSWORD = 'we:b rtc';
/** A short SDP answer as a camera gives it. */
export const CAMERA_ANSWER =
  'v=0\r\no=- 7 2 IN IP4 127.0.0.1\r\ns=-\r\nt=0 0\r\nm=video 9 UDP/TLS/RTP/SAVPF 96\r\na=sendonly\r\n';

function answer(request: WhepRequest, response: ServerResponse): void {
  const basic = `Basic ${Buffer.from(`viewer:${WHEP_CAMERA_PASSWORD}`).toString('base64')}`;
  const { method, path } = request;
  if (method === 'DELETE' && path.startsWith('/sessions/')) {
    response.writeHead(200).end();
  } else if (method !== 'POST' || request.contentType !== 'application/sdp') {
    response.writeHead(415).end();
  } else if (path === '/whep' || (path === '/locked/whep' && request.authorization === basic)) {
    response
      .writeHead(201, { 'content-type': 'application/sdp', location: '/sessions/s1' })
      .end(CAMERA_ANSWER);
  } else if (path === '/locked/whep') {
    response.writeHead(401, { 'www-authenticate': 'Basic realm="camera"' }).end();
  } else if (path === '/no-location/whep') {
    response.writeHead(201, { 'content-type': 'application/sdp' }).end(CAMERA_ANSWER);
  } else if (path === '/page/whep') {
    response.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><h1>Sign in</h1>');
  } else if (path === '/huge/whep') {
    response.writeHead(201, { 'content-type': 'application/sdp' }).end(`v=0\r\n${'a=x\r\n'.repeat(10_000)}`);
  } else if (path === '/moved/whep') {
    response.writeHead(307, { location: '/whep' }).end();
  } else if (path === '/silent/whep') {
    // Takes the offer and never answers.
  } else {
    response.writeHead(404).end();
  }
}

/**
 * A WebRTC camera's WHEP endpoint, as far as the platform talks to it: answers offers at `/whep`
 * (and at `/locked/whep` with the password), ends sessions at their Location, and goes wrong in
 * the ways a camera can (refuses, redirects, answers a web page, an endless SDP, or nothing).
 */
export async function startWhepCamera(): Promise<WhepCamera> {
  const asked: WhepRequest[] = [];
  const server = createServer((incoming: IncomingMessage, response) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const request: WhepRequest = {
        method: incoming.method ?? '',
        path: incoming.url ?? '',
        contentType: incoming.headers['content-type'],
        authorization: incoming.headers.authorization,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      asked.push(request);
      answer(request, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    asked,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
