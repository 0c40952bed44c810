import { type Brand, type BrandKey, brandKeys, type Language } from '@lamplighter/contract';
import type { UploadedFile } from '../../platform/body-parsers';
import type { Actor, Caller } from '../../platform/caller';
import { isTopLevel } from '../../platform/caller';
import { fail } from '../../platform/errors';
import { imageTypeOf, initialsAvatar } from '../../platform/images';
import type { AuditService } from '../audit/audit.service';
import { type AuditEntry, audited } from '../audit/audited';
import type { BrandsRepository } from './brands.repository';

type BrandRow = NonNullable<Awaited<ReturnType<BrandsRepository['find']>>>;

function present(row: BrandRow, lang: Language): Brand {
  return {
    key: row.key as BrandKey,
    title: lang === 'zh' ? row.titleZh : row.titleEn,
    title_zh: row.titleZh,
    title_en: row.titleEn,
    color: row.color,
    logourl: `/prod-api/sys/brand/logo?key=${row.key}&v=${row.updatedAt.getTime()}`,
    updatetime: row.updatedAt.toISOString(),
  };
}

/** Sign-in brands: read by anyone, changed by top-level administrators (they are shared by all). */
export class BrandsService {
  constructor(
    private readonly repository: BrandsRepository,
    private readonly audit: AuditService,
  ) {}

  async list(lang: Language): Promise<Brand[]> {
    const rows = await this.repository.all();
    const order = new Map<string, number>(brandKeys.map((key, index) => [key, index]));
    return rows
      .sort((a, b) => (order.get(a.key) ?? 99) - (order.get(b.key) ?? 99))
      .map((row) => present(row, lang));
  }

  async logo(key: BrandKey): Promise<{ mime: string; data: Buffer }> {
    const stored = await this.repository.logo(key);
    if (stored?.mime && stored.data) return { mime: stored.mime, data: stored.data };
    return { mime: 'image/svg+xml', data: Buffer.from(initialsAvatar(key === 'default' ? 'LL' : key)) };
  }

  update(
    caller: Caller,
    input: {
      key: BrandKey;
      title_zh?: string | undefined;
      title_en?: string | undefined;
      color?: string | undefined;
    },
    lang: Language,
    actor: Actor,
  ): Promise<Brand> {
    const entry: AuditEntry = { action: 'brand.update', targetType: 'brand', targetId: input.key };
    return audited(this.audit, actor, entry, async () => {
      if (!isTopLevel(caller)) throw fail.forbidden('error.brandTopLevelOnly');
      // What is left out (undefined) stays as it is.
      await this.repository.update(input.key, {
        titleZh: input.title_zh,
        titleEn: input.title_en,
        color: input.color?.toLowerCase(),
      });
      return { result: await this.present(input.key, lang) };
    });
  }

  uploadLogo(caller: Caller, key: unknown, file: UploadedFile | undefined, lang: Language, actor: Actor) {
    const brand = brandKeys.find((known) => known === key);
    const entry: AuditEntry = { action: 'brand.logo', targetType: 'brand', targetId: brand };
    return audited(this.audit, actor, entry, async () => {
      if (!isTopLevel(caller)) throw fail.forbidden('error.brandTopLevelOnly');
      if (!brand) {
        throw fail.invalidField('key', 'validation.oneOf', { field: 'key', values: brandKeys.join(', ') });
      }
      if (!file) throw fail.badRequestKey('error.fileMissing');
      const mime = imageTypeOf(file.data);
      if (!mime) throw fail.badRequestKey('error.notImage');
      await this.repository.update(brand, { logoMime: mime, logo: file.data });
      return { result: await this.present(brand, lang) };
    });
  }

  private async present(key: BrandKey, lang: Language): Promise<Brand> {
    const row = await this.repository.find(key);
    if (!row) throw fail.notFound('brand');
    return present(row, lang);
  }
}
