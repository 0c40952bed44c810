import { API_BASE, type CameraStreamQuery, endpoints } from '@lamplighter/contract';
import { SignedLinks } from '../../platform/signed-links';

/**
 * Addresses of a camera's stream files: the camera and an expiry, signed (signed-links.ts), so
 * that a playlist hands out only links to its own camera's files and none outlives its lifetime;
 * the links of one period are the same, so the browser's cache keeps its segments.
 */
export class StreamLinks {
  private readonly links: SignedLinks;

  constructor(key: string, ttlMs: number, now: () => number = Date.now) {
    this.links = new SignedLinks(key, 'camera', ttlMs, now);
  }

  /** The link to a file of a camera's stream, and when it expires (seconds since 1970). */
  link(cameraId: number, file: string): { url: string; expires: number } {
    const expires = this.links.expiry();
    return { url: this.linkUntil(cameraId, file, expires), expires };
  }

  /** A link to another file of the stream a verified link opened, expiring with it. */
  linkUntil(cameraId: number, file: string, expires: number): string {
    const query = { id: String(cameraId), file, expires: String(expires) };
    const params = new URLSearchParams({ ...query, sig: this.links.sign([query.id], expires) });
    return `${API_BASE}${endpoints.camera.stream.path}?${params.toString()}`;
  }

  /** The camera a link names and its expiry; undefined when altered or expired. */
  verify(query: CameraStreamQuery): { cameraId: number; expires: number } | undefined {
    const valid = this.links.verify([query.id], query.expires, query.sig);
    return valid === undefined ? undefined : { cameraId: Number(query.id), expires: Number(query.expires) };
  }
}
