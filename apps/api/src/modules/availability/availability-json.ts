import type { AvailabilityResponse, AvailabilityWarning } from '@hs/contracts';
import type { ProviderRow } from './availability.rows.js';
import type { VersionedCache } from './availability-cache.js';
import type { ProviderSlots } from './provider-availability.js';
import { searchDependentView, toProvider } from './provider-view.js';

/** UTF-8 JSON known to have the shape of T; sent as it is, never parsed again on the way out. */
export type JsonBytes<T> = Buffer & { readonly __shape?: T };

/**
 * A provider's card as JSON: the members that depend on the search written first, then the rest, which is
 * reused (keyed by the provider's availability version) since building and serialising cards is a large part
 * of a search.
 */
function providerJson(row: ProviderRow, searchedState: string | null, views: VersionedCache<string>, now: number) {
  let restJson = views.get(row.id, row.availabilityVersion, now);
  if (restJson === null) {
    const { distance: _d, isBenefitCode: _b, licensureState: _l, ...rest } = toProvider(row, searchedState);
    restJson = JSON.stringify(rest).slice(1);
    views.set(row.id, row.availabilityVersion, now, restJson);
  }
  return `${JSON.stringify(searchDependentView(row, searchedState)).slice(0, -1)},${restJson}`;
}

/**
 * The availability envelope of §7 as UTF-8 JSON: each provider's card, its slots spliced in from the
 * already-written ProviderSlots.
 */
export function availabilityJson(
  results: readonly { provider: ProviderRow; slots: ProviderSlots }[],
  options: {
    searchedState: string | null;
    warnings?: readonly AvailabilityWarning[];
    views: VersionedCache<string>;
    now: Date;
  },
): JsonBytes<AvailabilityResponse> {
  const now = options.now.getTime();
  const parts: Buffer[] = [Buffer.from('{"data":{"appointmentTimeSlots":[')];
  results.forEach(({ provider, slots }, index) => {
    parts.push(
      Buffer.from(
        `${index > 0 ? ',' : ''}{"provider":${providerJson(provider, options.searchedState, options.views, now)},` +
          `"timezone":${JSON.stringify(provider.timeZone)},`,
      ),
      slots.json,
      Buffer.from('}'),
    );
  });
  const warnings = JSON.stringify(options.warnings ?? []);
  parts.push(Buffer.from(`]},"warnings":{"appointmentTimeSlots":${warnings}},"errors":[]}`));
  return Buffer.concat(parts);
}
