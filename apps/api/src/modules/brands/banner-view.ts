import { brandLogoUrl, type StoreBanner } from '@hs/contracts';

/** A banner as answers show it: the logo by URL, versioned by its hash. */
export function bannerView(banner: { slug: string; name: string; logoVersion: string }): StoreBanner {
  return { slug: banner.slug, name: banner.name, logoUrl: brandLogoUrl(banner.slug, banner.logoVersion) };
}
