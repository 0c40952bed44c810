import { z } from 'zod';
import { endpoint } from './endpoint';
import { emptyEnvelope, envelope, errorBody } from './envelope';
import { emailField, messageOf, mobileField, promptedText, textField } from './fields';
import { newPasswordField, optionalNewPasswordField } from './password-field';
import { updateFields } from './update-fields';
import { filePart, uploadBody } from './uploads';
import { passwordPolicies } from './validation';

export const userInfo = z.object({
  id: z.number().int(),
  username: z.string(),
  realname: z.string().describe("empty when not set; the web shows 'not set'"),
  headurl: z
    .string()
    .describe('a signed, short-lived link to the avatar image (GET /sys/user/face) that an <img> can load'),
  createtime: z.string().describe('ISO 8601, UTC'),
  deadline: z.string().nullable().describe('end of the validity period; null = permanent'),
  mobile: z.string(),
  email: z.string(),
  rolename: z.string(),
  rolecode: z.string(),
  parentid: z.number().int().describe('0 for a top-level account'),
  isbindetype: z.number().int().describe('1 when the mailbox is confirmed by a code'),
  isbindmtype: z.number().int().describe('1 when the phone is confirmed by a code'),
  roles: z.array(z.object({ idenkey: z.string() })).describe('the role key and every permission key'),
});
export type UserInfo = z.infer<typeof userInfo>;

const contactField = promptedText(100, 'validation.contact');

const codeField = promptedText(12, 'validation.codeRequired');

export const userUpdateBody = z
  .object({
    ...updateFields({
      realname: textField(50).default(''),
      email: emailField.default(''),
      mobile: mobileField,
    }),
    scode: codeField.optional().describe('code sent by /sys/smscode/bind; needed to change phone or mailbox'),
    oldpassword: z.string().max(128).optional(),
    password: optionalNewPasswordField.describe('new password; needs oldpassword'),
  })
  .refine((body) => body.password === undefined || body.oldpassword !== undefined, {
    path: ['oldpassword'],
    error: messageOf('validation.oldPasswordRequired'),
  })
  .refine((body) => ['realname', 'email', 'mobile', 'password'].some((key) => key in body), {
    path: ['realname'],
    error: messageOf('validation.nothingToChange'),
  });

export const passwordCheckQuery = z.object({
  password: z.string().max(128).default(''),
  username: z.string().max(64).optional().describe('for the strong-without-username policy when signed out'),
});

export const publicConfig = z.object({
  passwordPolicy: z.enum(passwordPolicies),
  passwordMinLength: z.number().int(),
  passwordMaxLength: z.number().int(),
  faceMaxBytes: z.number().int(),
  mapTileUrl: z.string().describe('raster tile URL template of the base map; empty: a plain background'),
  mapAttribution: z.string().describe('credit line of the base map tiles'),
});

export const userEndpoints = {
  info: endpoint({
    method: 'GET',
    path: '/sys/user/info',
    summary: "The caller's account, role and permission keys",
    tag: 'user',
    access: 'signed-in',
    response: envelope(userInfo),
  }),
  update: endpoint({
    method: 'POST',
    path: '/sys/user/update',
    summary: 'Change own name, phone or mailbox (with a code) or password (with the current one)',
    tag: 'user',
    access: 'profile:update',
    audit: 'user.update',
    body: userUpdateBody,
    response: envelope(userInfo),
  }),
  checkPassword: endpoint({
    method: 'GET',
    path: '/sys/user/checkpassword',
    summary:
      'Why a password does not meet the policy (status 200 either way); message is empty when it does, else also key, params and errors[]',
    tag: 'user',
    access: 'public',
    query: passwordCheckQuery,
    response: errorBody,
  }),
  getFace: endpoint({
    method: 'GET',
    path: '/sys/user/getface',
    summary: "The caller's avatar image (a generated one until an image is uploaded)",
    tag: 'user',
    access: 'signed-in',
    response: { contentType: 'image/*' },
  }),
  face: endpoint({
    method: 'GET',
    path: '/sys/user/face',
    summary:
      "An account's avatar by the signed link of headurl; 403 once the link has expired or was altered",
    tag: 'user',
    access: 'public',
    query: z.object({
      account: z.string().max(12),
      v: z.string().max(16).describe('avatar version'),
      expires: z.string().max(12).describe('end of validity, seconds since 1970'),
      sig: z.string().max(64),
    }),
    response: { contentType: 'image/*' },
  }),
  uploadFace: endpoint({
    method: 'POST',
    path: '/sys/user/uploadface',
    summary: 'Upload an avatar: multipart field `file`, PNG, JPEG, GIF or WebP',
    tag: 'user',
    access: 'profile:update',
    audit: 'user.face',
    body: uploadBody({ file: filePart('the image: PNG, JPEG, GIF or WebP') }),
    response: envelope(
      z.object({ headurl: z.string().describe('the new signed link, as in /sys/user/info') }),
    ),
  }),
  sendBindCode: endpoint({
    method: 'GET',
    path: '/sys/smscode/bind',
    summary: 'Send a code to a new phone or mailbox, to be given with /sys/user/update',
    tag: 'user',
    access: 'profile:update',
    audit: 'user.bindcode',
    query: z.object({ contact: contactField }),
    response: emptyEnvelope,
  }),
  sendResetCode: endpoint({
    method: 'GET',
    path: '/sys/repwd/sendrepwd',
    summary: 'Send a password-reset code to the phone or mailbox of an account',
    tag: 'auth',
    access: 'public',
    audit: 'auth.password.code',
    query: z.object({ contact: contactField }),
    response: emptyEnvelope,
  }),
  resetPassword: endpoint({
    method: 'POST',
    path: '/sys/repwd/updatepwd',
    summary: 'Set a new password with the code sent by /sys/repwd/sendrepwd; ends every session',
    tag: 'auth',
    access: 'public',
    audit: 'auth.password.reset',
    body: z.object({
      contact: contactField,
      password: newPasswordField,
      scode: codeField,
    }),
    response: emptyEnvelope,
  }),
  publicConfig: endpoint({
    method: 'GET',
    path: '/sys/config/public',
    summary: 'Settings the screens need before sign-in: password policy, avatar size, base map tiles',
    tag: 'user',
    access: 'public',
    response: envelope(publicConfig),
  }),
};
