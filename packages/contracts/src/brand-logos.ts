import { z } from 'zod';

/** Characters of the logo's content hash that version its URL. */
export const BRAND_LOGO_VERSION_LENGTH = 12;

/** GET brandLogoPath: a banner's slug and the hash of the logo the client was given. */
export const BrandLogoParamsSchema = z.object({
  slug: z.string().regex(/^[a-z0-9-]{1,40}$/, 'Input must be a banner slug.'),
  version: z.string().regex(new RegExp(`^[0-9a-f]{${BRAND_LOGO_VERSION_LENGTH}}$`), 'Input must be a logo version.'),
});
export type BrandLogoParams = z.infer<typeof BrandLogoParamsSchema>;
