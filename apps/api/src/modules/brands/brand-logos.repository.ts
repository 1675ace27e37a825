import { BRAND_LOGO_VERSION_LENGTH } from '@hs/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '#api/db/client.js';
import { brands } from '#api/db/schema.js';

/**
 * The version in a logo's URL: the start of its SVG's MD5, computed by the database, so searches read a short
 * hash instead of the whole SVG for every provider.
 */
export const brandLogoVersion = sql<string>`left(md5(${brands.logoSvg}), ${sql.raw(String(BRAND_LOGO_VERSION_LENGTH))})`;

export interface BrandLogoRow {
  svg: string;
  version: string;
}

export async function findBrandLogo(db: Database, slug: string): Promise<BrandLogoRow | null> {
  const [row] = await db
    .select({ svg: brands.logoSvg, version: brandLogoVersion })
    .from(brands)
    .where(eq(brands.slug, slug));
  return row ?? null;
}
