import type { AvailabilityResponse, AvailabilityWarning } from '@hs/contracts';
import type { ProviderRow } from './availability.rows.js';
import type { ProviderSlots } from './provider-availability.js';
import { toProvider } from './provider-view.js';

/** UTF-8 JSON known to have the shape of T; sent as it is, never parsed again on the way out. */
export type JsonBytes<T> = Buffer & { readonly __shape?: T };

/**
 * The availability envelope of §7 as UTF-8 JSON: each provider's view (which depends on where the search was
 * made from) serialised here, its slots spliced in from the already-written ProviderSlots.
 */
export function availabilityJson(
  results: readonly { provider: ProviderRow; slots: ProviderSlots }[],
  searchedState: string | null,
  warnings: readonly AvailabilityWarning[],
): JsonBytes<AvailabilityResponse> {
  const parts: Buffer[] = [Buffer.from('{"data":{"appointmentTimeSlots":[')];
  results.forEach(({ provider, slots }, index) => {
    parts.push(
      Buffer.from(
        `${index > 0 ? ',' : ''}{"provider":${JSON.stringify(toProvider(provider, searchedState))},` +
          `"timezone":${JSON.stringify(provider.timeZone)},`,
      ),
      slots.json,
      Buffer.from('}'),
    );
  });
  parts.push(Buffer.from(`]},"warnings":{"appointmentTimeSlots":${JSON.stringify(warnings)}},"errors":[]}`));
  return Buffer.concat(parts);
}
