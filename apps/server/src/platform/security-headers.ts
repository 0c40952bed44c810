import { API_BASE } from '@lamplighter/contract';
import type { FastifyInstance } from 'fastify';

/**
 * Where the base map's tiles come from, as a policy source: none beyond this host for a `/path`
 * template; a placeholder in the first label of the host (`{prefix}.tiles.example.net`) allows
 * every subdomain.
 */
export function tileOrigin(tileUrl: string): string | undefined {
  const origin = /^(https?:\/\/)([^/?#]+)/i.exec(tileUrl);
  if (!origin) return undefined;
  const [, scheme, host = ''] = origin;
  return `${scheme}${host.replace(/^[^.]*\{[^}]*\}[^.]*\./, '*.')}`.toLowerCase();
}

/**
 * What the web application may load: its own scripts only (no inline script, no eval), the base
 * map's tiles, and MapLibre's workers, which it starts from blob URLs.
 *
 * Styles allow 'unsafe-inline', and this is why no nonce is used: Ant Design writes its styles as
 * <style> elements at run time, and some of them carry no nonce whatever the app configures (the
 * scroll lock of every modal and drawer and the scrollbar measure of tables, in @rc-component), and
 * ECharts' tooltips and several components write style attributes, which no nonce or hash covers.
 * A nonce would turn those into violations and broken layouts; an injected style cannot run script.
 */
export function webAppPolicy(tileUrl: string): string {
  const tiles = tileOrigin(tileUrl);
  const andTiles = tiles ? ` ${tiles}` : '';
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${andTiles}`,
    `connect-src 'self'${andTiles}`,
    "worker-src 'self' blob:",
    // hls.js plays the cameras through a MediaSource, which a <video> reads by a blob: address.
    "media-src 'self' blob:",
    "child-src 'self' blob:",
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** An API answer is data, never a page: if a browser opens one, nothing in it may load or run. */
const API_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * The API documentation (Swagger UI): its own scripts; its styles, one of which it writes into the
 * page at run time (inline, as the web application's); images inlined in its CSS.
 */
const DOCS_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

const DOCS = `${API_BASE}/docs`;
const DEVICE_API = '/api/';

/**
 * Headers every answer carries: no type sniffing, no framing by another site, only the origin as
 * referrer to other sites (tile servers may ask for it), and the content policy of what it is.
 * API answers are never stored by a browser or a proxy (`no-store`): token answers, device
 * credentials and every other answer with a secret in it are covered, and any answer written
 * later too. A route that sets its own Cache-Control or policy (images, map points, exports)
 * replaces these.
 */
export function installSecurityHeaders(app: FastifyInstance, options: { tileUrl: string }): void {
  const appPolicy = webAppPolicy(options.tileUrl);
  app.addHook('onRequest', async (request, reply) => {
    const { url } = request;
    const docs = url.startsWith(DOCS);
    const api = !docs && (url.startsWith(API_BASE) || url.startsWith(DEVICE_API));
    reply.headers({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'cross-origin-opener-policy': 'same-origin',
      'content-security-policy': docs ? DOCS_POLICY : api ? API_POLICY : appPolicy,
      ...(api ? { 'cache-control': 'no-store' } : {}),
    });
  });
}
