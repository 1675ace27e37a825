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

/** Only inline images and our own files are shown (the CSP allows nothing else anyway). */
export function safeImageUrl(url: string | null | undefined): string | undefined {
  if (!url) return undefined;
  if (/^data:image\/(png|jpeg|gif|webp|svg\+xml)[;,]/i.test(url)) return url;
  if (url.startsWith('/') && !url.startsWith('//')) return url;
  return undefined;
}
