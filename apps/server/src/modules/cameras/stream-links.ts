import { createHmac, timingSafeEqual } from 'node:crypto';
import { API_BASE, type CameraStreamQuery, endpoints } from '@lamplighter/contract';

/**
 * Addresses of a camera's stream files: the camera, the file and an expiry, signed with a server
 * key, so that a playlist hands out only links to its own camera's files and none outlives its
 * lifetime. The expiry is rounded up to a multiple of the lifetime, so that the links of one
 * period are the same and the browser's cache keeps its segments.
 */
export class StreamLinks {
  constructor(
    private readonly key: string,
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** The link to a file of a camera's stream, and when it expires (seconds since 1970). */
  link(cameraId: number, file: string): { url: string; expires: number } {
    const ttl = Math.max(1, Math.round(this.ttlMs / 1000));
    const expires = Math.ceil((Math.floor(this.now() / 1000) + ttl) / ttl) * ttl;
    return { url: this.linkUntil(cameraId, file, expires), expires };
  }

  /** A link to another file of the stream a verified link opened, expiring with it. */
  linkUntil(cameraId: number, file: string, expires: number): string {
    const query = { id: String(cameraId), file, expires: String(expires) };
    const params = new URLSearchParams({ ...query, sig: this.sign(query.id, query.expires) });
    return `${API_BASE}${endpoints.camera.stream.path}?${params.toString()}`;
  }

  /** The camera a link names and its expiry; undefined when altered or expired. */
  verify(query: CameraStreamQuery): { cameraId: number; expires: number } | undefined {
    const expected = Buffer.from(this.sign(query.id, query.expires));
    const given = Buffer.from(query.sig);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
    const expires = Number(query.expires);
    return expires > Math.floor(this.now() / 1000) ? { cameraId: Number(query.id), expires } : undefined;
  }

  private sign(cameraId: string, expires: string): string {
    return createHmac('sha256', this.key).update(`camera\n${cameraId}\n${expires}`).digest('base64url');
  }
}
