import { type BrandKey, brandKeys, loginPathOf } from '@lamplighter/contract';

const KEY = 'lamplighter.loginEntry';

/** The brand whose sign-in page was used last (the seed's login-entry marker). */
export function rememberedBrand(): BrandKey {
  const saved = localStorage.getItem(KEY);
  return (brandKeys as readonly string[]).includes(saved ?? '') ? (saved as BrandKey) : 'default';
}

export function rememberBrand(key: BrandKey): void {
  localStorage.setItem(KEY, key);
}

/** The remembered brand's sign-in page, with the page to come back to. */
export function loginUrl(redirect?: string): string {
  const path = loginPathOf(rememberedBrand());
  return redirect && redirect !== '/' ? `${path}?redirect=${encodeURIComponent(redirect)}` : path;
}
