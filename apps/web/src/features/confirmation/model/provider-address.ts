import type { Provider } from '@hs/contracts';
import { mapSearchUrl } from '@hs/domain';

type ProviderAddress = NonNullable<Provider['address']>;

/** '5088 Cedar Ave, Cincinnati, OH 45202' */
export function formatAddress(address: ProviderAddress): string {
  const street = address.addressLines.filter((line) => line.trim()).join(', ');
  return `${street}, ${address.cityTown}, ${address.stateProvince} ${address.postalCode}`;
}

/** A maps search for the address (opened in a new tab); the search needs no key and no script. */
export function mapsSearchUrl(address: ProviderAddress): string {
  return mapSearchUrl(formatAddress(address));
}

/**
 * The brand logo as an image URL. The SVG comes from our API, but it is still markup: shown through
 * <img>, any script in it can never run, which inserting it into the page could not promise.
 */
export function logoDataUrl(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** Only inline images and our own files are shown (the CSP allows nothing else anyway). */
export function safeImageUrl(url: string | null | undefined): string | undefined {
  if (!url) return undefined;
  if (/^data:image\/(png|jpeg|gif|webp|svg\+xml)[;,]/i.test(url)) return url;
  if (url.startsWith('/') && !url.startsWith('//')) return url;
  return undefined;
}
