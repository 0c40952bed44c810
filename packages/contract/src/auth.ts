import { z } from 'zod';
import { endpoint } from './endpoint';
import { emptyEnvelope, envelope } from './envelope';
import { messageOf, promptedText, requiredText } from './fields';

export const tokenRequest = z.discriminatedUnion(
  'grant_type',
  [
    z.object({
      grant_type: z.literal('password'),
      username: promptedText(64, 'validation.usernameRequired'),
      password: z
        .string({ error: messageOf('validation.passwordRequired') })
        .min(1, { error: messageOf('validation.passwordRequired') })
        .max(128),
      captchaid: z
        .string()
        .max(64)
        .optional()
        .describe(
          'id of a picture from GET /sys/captcha; needed once sign-ins have failed (error.captchaRequired)',
        ),
      captcha: z.string().trim().max(16).optional().describe('the characters of that picture'),
    }),
    z.object({
      grant_type: z.literal('refresh_token'),
      refresh_token: requiredText('refresh_token', 512),
    }),
  ],
  { error: messageOf('validation.oneOf', { values: 'password, refresh_token' }) },
);

export const tokenPair = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  token_type: z.literal('bearer'),
  expires_in: z.number().int().describe('seconds until the access token expires'),
  refresh_expires_in: z.number().int().describe('seconds until the refresh token expires'),
});
export type TokenPair = z.infer<typeof tokenPair>;

export const captchaChallenge = z.object({
  captchaid: z.string().describe('give it back as captchaid with the answer; valid once, for a few minutes'),
  svg: z.string().describe('the picture, an SVG document'),
});
export type CaptchaChallenge = z.infer<typeof captchaChallenge>;

export const authEndpoints = {
  token: endpoint({
    method: 'POST',
    path: '/remote/token',
    summary: 'Sign in (password grant) or renew tokens (refresh_token grant); Basic client authorization',
    tag: 'auth',
    access: 'public',
    audit: 'auth.signin',
    body: tokenRequest,
    response: envelope(tokenPair),
  }),
  captcha: endpoint({
    method: 'GET',
    path: '/sys/captcha',
    summary: 'A new captcha picture for the sign-in, asked for once sign-ins have failed',
    tag: 'auth',
    access: 'public',
    response: envelope(captchaChallenge),
  }),
  logout: endpoint({
    method: 'POST',
    path: '/remote/logout',
    summary: 'End the current session: its access and refresh tokens stop working at once',
    tag: 'auth',
    access: 'signed-in',
    audit: 'auth.signout',
    response: emptyEnvelope,
  }),
};
