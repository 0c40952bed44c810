/**
 * The sign-in brands: `/login` is `default`, `/login-<key>` the others. The last one used is
 * remembered by the web client for logout and failed sign-ins.
 */
export const brandKeys = [
  'default',
  'zy',
  'sy',
  'jty',
  'cc',
  'dz',
  'hgy',
  'xy',
  'xyjw',
  'gdzm',
  'dtdy',
  'pryg',
  'xmwl',
  'jygn',
  'hnyj',
  'sysz',
  'glzm',
] as const;
export type BrandKey = (typeof brandKeys)[number];

/** The login path of a brand. */
export function loginPathOf(key: string): string {
  return key === 'default' ? '/login' : `/login-${key}`;
}
