import type { Provider } from '@hs/contracts';
import { mapSearchUrl } from '@hs/domain';

/** A dialable link for "(513) 555-0122"; US numbers get the +1 country code. */
export function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `tel:${digits.length === 10 ? `+1${digits}` : digits}`;
}

/** A maps search for the address, opened in a new tab; only the clinic's public address goes into it. */
export function mapsSearchUrl(address: NonNullable<Provider['address']>): string {
  const text = [...address.addressLines, address.cityTown, `${address.stateProvince} ${address.postalCode}`].join(', ');
  return mapSearchUrl(text);
}
