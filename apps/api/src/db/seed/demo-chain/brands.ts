import type { brands } from '#api/db/schema.js';
import { escapeXml } from './svg.js';

type BrandRow = typeof brands.$inferInsert;

interface BannerDefinition {
  slug: string;
  name: string;
  background: string;
  foreground: string;
}

/** The ten fictional retail banners whose stores host The Local Clinic. */
export const BANNERS: readonly BannerDefinition[] = [
  { slug: 'harvest-market', name: 'Harvest Market', background: '#2f6b2f', foreground: '#ffffff' },
  { slug: 'bluebell-foods', name: 'Bluebell Foods', background: '#1f4e9c', foreground: '#ffffff' },
  { slug: 'riverbend-grocers', name: 'Riverbend Grocers', background: '#0f6e74', foreground: '#ffffff' },
  { slug: 'maple-and-main', name: 'Maple & Main Market', background: '#9c2f1f', foreground: '#ffffff' },
  { slug: 'summit-fresh', name: 'Summit Fresh', background: '#3c3c8f', foreground: '#ffffff' },
  { slug: 'prairie-pantry', name: 'Prairie Pantry', background: '#f2c14e', foreground: '#2b2100' },
  { slug: 'copper-canyon', name: 'Copper Canyon Foods', background: '#a3541c', foreground: '#ffffff' },
  { slug: 'peach-state-provisions', name: 'Peach State Provisions', background: '#e07a5f', foreground: '#1d0d08' },
  { slug: 'lakeside-market', name: 'Lakeside Market', background: '#2a7fa8', foreground: '#ffffff' },
  { slug: 'northstar-drug', name: 'Northstar Drug', background: '#1b1b3a', foreground: '#ffd166' },
];

/** A wordmark as inline SVG text: named for screen readers, sized to the banner name. */
function wordmarkSvg(banner: BannerDefinition): string {
  const name = escapeXml(banner.name);
  const width = Math.max(160, Math.round(banner.name.length * 12.5) + 40);
  const height = 56;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${name}">`,
    `<title>${name}</title>`,
    `<rect x="2" y="2" width="${width - 4}" height="${height - 4}" rx="12" ry="12" fill="${banner.background}"/>`,
    `<text x="${width / 2}" y="${height / 2}" fill="${banner.foreground}" font-family="Helvetica, Arial, sans-serif" font-size="22" font-weight="700" text-anchor="middle" dominant-baseline="central">${name}</text>`,
    '</svg>',
  ].join('');
}

export function buildBrands(): BrandRow[] {
  return BANNERS.map((banner) => ({ slug: banner.slug, name: banner.name, logoSvg: wordmarkSvg(banner) }));
}
