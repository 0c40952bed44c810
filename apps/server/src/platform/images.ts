import type { FastifyReply } from 'fastify';

/** The image type of a file judged by its first bytes, whatever name or type it was sent with. */
export function imageTypeOf(data: Buffer): string | undefined {
  if (
    data.length >= 8 &&
    data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  ) {
    return 'image/png';
  }
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'image/jpeg';
  const head = data.subarray(0, 6).toString('latin1');
  if (head === 'GIF87a' || head === 'GIF89a') return 'image/gif';
  if (
    data.length >= 12 &&
    data.subarray(0, 4).toString('latin1') === 'RIFF' &&
    data.subarray(8, 12).toString('latin1') === 'WEBP'
  ) {
    return 'image/webp';
  }
  return undefined;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A round avatar with the account's initials, until an image is uploaded. */
export function initialsAvatar(name: string): string {
  const initials = escapeXml([...name.trim()].slice(0, 2).join('').toUpperCase() || '?');
  let hue = 0;
  for (const character of name) hue = (hue * 31 + character.charCodeAt(0)) % 360;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><circle cx="48" cy="48" r="48" fill="hsl(${hue},45%,42%)"/><text x="48" y="60" font-family="sans-serif" font-size="36" text-anchor="middle" fill="#fff">${initials}</text></svg>`;
}

/**
 * Answers an image. SVGs we generate are served with a policy that forbids scripts, and no image
 * is ever sniffed into another type.
 */
export function sendImage(
  reply: FastifyReply,
  image: { mime: string; data: Buffer },
  cacheControl: string,
): FastifyReply {
  return reply
    .header('content-type', image.mime)
    .header('cache-control', cacheControl)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
    .send(image.data);
}
