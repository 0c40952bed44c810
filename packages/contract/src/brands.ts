import { z } from 'zod';
import { brandKeys } from './brand-keys';
import { endpoint } from './endpoint';
import { envelope } from './envelope';
import { messageOf, requiredText } from './fields';
import { updateFields } from './update-fields';
import { filePart, uploadBody } from './uploads';

export const brand = z.object({
  key: z.enum(brandKeys),
  title: z.string().describe('in the language of Accept-Language'),
  title_zh: z.string(),
  title_en: z.string(),
  color: z.string().describe('primary colour, #rrggbb'),
  logourl: z.string(),
  updatetime: z.string(),
});
export type Brand = z.infer<typeof brand>;

export const brandKeyField = z.enum(brandKeys, {
  error: messageOf('validation.oneOf', { values: brandKeys.join(', ') }),
});

const brandFields = {
  title_zh: requiredText('title_zh', 60),
  title_en: requiredText('title_en', 60),
  color: z.string().regex(/^#[0-9a-fA-F]{6}$/, { error: messageOf('validation.color') }),
};

export const brandEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/sys/brand/list',
    summary: 'Every sign-in brand (public: the sign-in pages need them)',
    tag: 'brand',
    access: 'public',
    response: envelope(z.array(brand)),
  }),
  logo: endpoint({
    method: 'GET',
    path: '/sys/brand/logo',
    summary: "A brand's logo (a generated one until an image is uploaded)",
    tag: 'brand',
    access: 'public',
    query: z.object({ key: brandKeyField }),
    response: { contentType: 'image/*' },
  }),
  update: endpoint({
    method: 'POST',
    path: '/sys/brand/update',
    summary: "Change a brand's titles and colour",
    tag: 'brand',
    access: 'sys:brand:update',
    audit: 'brand.update',
    body: z.object({ key: brandKeyField, ...updateFields(brandFields) }),
    response: envelope(brand),
  }),
  uploadLogo: endpoint({
    method: 'POST',
    path: '/sys/brand/uploadlogo',
    summary: "Upload a brand's logo: multipart fields `key` and `file` (PNG, JPEG, GIF or WebP)",
    tag: 'brand',
    access: 'sys:brand:update',
    audit: 'brand.logo',
    body: uploadBody({ key: brandKeyField, file: filePart('the logo: PNG, JPEG, GIF or WebP') }),
    response: envelope(brand),
  }),
};
