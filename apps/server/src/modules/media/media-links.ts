import { API_BASE, endpoints, type MediaContentQuery, type MediaLink } from '@lamplighter/contract';
import { SignedLinks } from '../../platform/signed-links';

/**
 * Addresses of a media file's content for the browser's image, video and audio players, which
 * cannot send a token: the file and an expiry, signed (signed-links.ts).
 */
export class MediaLinks {
  private readonly links: SignedLinks;

  constructor(key: string, ttlMs: number, now: () => number = Date.now) {
    this.links = new SignedLinks(key, 'media', ttlMs, now);
  }

  link(fileId: number): MediaLink {
    const expires = this.links.expiry();
    const query = { id: String(fileId), expires: String(expires) };
    const params = new URLSearchParams({ ...query, sig: this.links.sign([query.id], expires) });
    return {
      url: `${API_BASE}${endpoints.media.content.path}?${params.toString()}`,
      expires: new Date(expires * 1000).toISOString(),
    };
  }

  /** The file a link names; undefined when altered or expired. */
  verify(query: MediaContentQuery): number | undefined {
    return this.links.verify([query.id], query.expires, query.sig) === undefined
      ? undefined
      : Number(query.id);
  }
}
