import type { Database } from '#api/db/client.js';
import { DomainError } from '#api/domain-error.js';
import { type BrandLogoRow, findBrandLogo } from './brand-logos.repository.js';

/**
 * The brand's logo at the version a URL names. A version that is not the current logo's is gone: serving
 * today's SVG under it would let caches keep it as that version.
 */
export async function currentBrandLogo(db: Database, slug: string, version: string): Promise<BrandLogoRow> {
  const logo = await findBrandLogo(db, slug);
  if (!logo || logo.version !== version) throw new DomainError('not-found', 'NOT_FOUND', 'No such logo.');
  return logo;
}
