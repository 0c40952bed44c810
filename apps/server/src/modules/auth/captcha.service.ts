import { createHash, randomUUID, timingSafeEqual } from 'node:crypto';
import type { CaptchaChallenge } from '@lamplighter/contract';
import svgCaptcha from 'svg-captcha';
import type { CaptchasRepository } from './captchas.repository';

export interface CaptchaPicture {
  /** The characters to type. */
  text: string;
  /** The picture, an SVG document. */
  svg: string;
}

/** Draws a picture and its answer; tests give one whose answer they know. */
export type CaptchaGenerator = () => CaptchaPicture;

/** Four grey characters (a background colour would make them coloured), none that can be mistaken for another (0/O, 1/l/I). */
export const drawCaptcha: CaptchaGenerator = () => {
  const { text, data } = svgCaptcha.create({
    size: 4,
    ignoreChars: '0oO1lIi',
    noise: 2,
    color: false,
    width: 120,
    height: 40,
    fontSize: 44,
  });
  return { text, svg: data };
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SWEEP_EVERY_MS = 60_000;

function hashOf(id: string, answer: string): Buffer {
  return createHash('sha256').update(`${id}\n${answer.trim().toLowerCase()}`).digest();
}

/** Captchas for the sign-in: kept hashed, answered once (right or wrong), void after their lifetime. */
export class CaptchaService {
  private sweptAt = 0;

  constructor(
    private readonly repository: CaptchasRepository,
    private readonly draw: CaptchaGenerator,
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  async issue(): Promise<CaptchaChallenge> {
    const now = this.now();
    if (now - this.sweptAt >= SWEEP_EVERY_MS) {
      this.sweptAt = now;
      await this.repository.dropExpired(new Date(now));
    }
    const picture = this.draw();
    const id = randomUUID();
    await this.repository.insert({
      id,
      answerHash: hashOf(id, picture.text).toString('base64url'),
      expiresAt: new Date(now + this.ttlMs),
    });
    return { captchaid: id, svg: picture.svg };
  }

  /** Uses the captcha up; true when it existed, had not expired and the answer matches (any case). */
  async solve(id: string, answer: string): Promise<boolean> {
    if (!UUID.test(id)) return false;
    const stored = await this.repository.take(id.toLowerCase());
    if (!stored || stored.expiresAt.getTime() <= this.now()) return false;
    const expected = Buffer.from(stored.answerHash, 'base64url');
    return timingSafeEqual(expected, hashOf(id.toLowerCase(), answer));
  }
}
