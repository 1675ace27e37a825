import type { Provider } from '@hs/contracts';

/** "2.3 miles": distance to one decimal on cards (§9); the data keeps six. */
export function milesText(distance: number): string {
  const rounded = distance.toFixed(1);
  return `${rounded} ${rounded === '1.0' ? 'mile' : 'miles'}`;
}

/**
 * A brand logo as an image source. The banner's SVG is drawn as an image rather than inserted into the page:
 * an image cannot run script or reach the page, so the markup needs no trust.
 */
export const svgDataUri = (svg: string): string => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

/** A dialable link for "(513) 555-0122"; US numbers get the +1 country code. */
export function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `tel:${digits.length === 10 ? `+1${digits}` : digits}`;
}

/** A maps search for the address, opened in a new tab; only the clinic's public address goes into it. */
export function mapsSearchUrl(address: NonNullable<Provider['address']>): string {
  const text = [...address.addressLines, address.cityTown, `${address.stateProvince} ${address.postalCode}`].join(', ');
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(text)}`;
}
