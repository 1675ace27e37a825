/** A map search for an address, opened by whatever maps the visitor uses; no key and no script (decision 016). */
export function mapSearchUrl(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}
