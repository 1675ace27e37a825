import type { StoreBanner } from '@hs/contracts';

export interface BrandLogoProps {
  banner: StoreBanner;
  className?: string | undefined;
}

/**
 * A retail banner's logo: a static SVG of our API that browsers keep for a year, so every card of a banner
 * shares one download. Shown through <img>, so nothing in the SVG can run in the page. The logo is the banner's
 * name in its colours, so the name is its text alternative.
 */
export function BrandLogo({ banner, className }: BrandLogoProps) {
  return <img src={banner.logoUrl} alt={banner.name} className={className} decoding="async" />;
}
