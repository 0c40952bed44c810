import type { BrandKey } from '@lamplighter/contract';

/** First-start titles: distinct placeholders an administrator replaces with the tenant's own. */
export function placeholderBrand(key: BrandKey) {
  if (key === 'default') {
    return {
      titleZh: 'Lamplighter 智慧路灯管理平台',
      titleEn: 'Lamplighter street-light platform',
      color: '#1677ff',
    };
  }
  const label = key.toUpperCase();
  return {
    titleZh: `智慧路灯管理平台（${label}）`,
    titleEn: `Street-light platform (${label})`,
    color: '#1677ff',
  };
}
