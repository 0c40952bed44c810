// The reference for the screens' publish and the terminals' broadcast benches: a bare Node file
// server (http.createServer and fs.createReadStream; no framework, no authentication, no database)
// answering the two calls of the device API a screen or a terminal makes, for any token: the
// program's or the broadcast's manifest (REFERENCE_MANIFEST, its JSON) and the file of any hash
// (REFERENCE_FILE, as REFERENCE_CONTENT_TYPE, video/mp4 unless told). Ours against this is the cost
// of the platform's work around the bytes. Reports `{ready, port}` over IPC, then stops on {stop}.

import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { pipeline } from 'node:stream';

const manifest = process.env.REFERENCE_MANIFEST ?? '{}';
const file = process.env.REFERENCE_FILE ?? '';
const contentType = process.env.REFERENCE_CONTENT_TYPE ?? 'video/mp4';
const { size } = fs.statSync(file);

const server = http.createServer((request, response) => {
  const url = request.url ?? '';
  if (/^\/api\/v1\/[^/]+\/(program|broadcast)\/\d+$/.test(url)) {
    response.writeHead(200, { 'content-type': 'application/json' }).end(manifest);
  } else if (/^\/api\/v1\/[^/]+\/media\/[0-9a-f]{64}$/.test(url)) {
    response.writeHead(200, { 'content-type': contentType, 'content-length': size });
    // A screen that breaks off ends its stream; nothing to do but let the file go.
    pipeline(fs.createReadStream(file), response, () => {});
  } else {
    response.writeHead(404).end();
  }
});

process.on('message', (request: { type: string }) => {
  if (request.type !== 'stop') return;
  server.closeAllConnections();
  server.close(() => {
    process.send?.({ type: 'stop' });
    setImmediate(() => process.exit(0));
  });
});
server.listen(0, '127.0.0.1', () => {
  process.send?.({ type: 'ready', port: (server.address() as AddressInfo).port });
});
