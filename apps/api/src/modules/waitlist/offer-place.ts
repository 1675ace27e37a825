import type { WaitlistOfferView } from '@hs/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '#api/db/client.js';
import { integerArray, rowsOf } from '#api/db/sql-values.js';
import type { EntryRow } from './entries.repository.js';
import type { OfferRow } from './offers.repository.js';

interface PlaceRow {
  kind: 'clinic' | 'virtual' | 'dietitian';
  name: string;
  timeZone: string;
  phone: string | null;
  addressLine1: string | null;
  city: string | null;
  stateCode: string | null;
  postalCode: string | null;
  services: { id: number; name: string }[];
  currentStartsAt: Date | string | null;
  currentTimeZone: string | null;
}

/** Where and what an offer is, and for an "earlier" entry the appointment it would move: never who. */
export async function findOfferPlace(db: Database, offer: OfferRow, entry: EntryRow) {
  const result = await db.execute(sql`
    select p.kind, coalesce(c.vanity_name, p.name) as name, p.time_zone as "timeZone", c.phone,
      c.address_line1 as "addressLine1", c.city, c.state_code as "stateCode",
      c.postal_code as "postalCode",
      coalesce((select json_agg(json_build_object('id', s.id, 'name', s.name) order by pos)
                from unnest(${integerArray(offer.serviceIds)}) with ordinality as u(id, pos)
                join services s on s.id = u.id), '[]'::json) as services,
      a.starts_at as "currentStartsAt", a.time_zone as "currentTimeZone"
    from providers p
    left join clinics c on c.provider_id = p.id
    left join appointments a on a.id = ${entry.appointmentId}
    where p.id = ${offer.providerId}`);
  const row = rowsOf<PlaceRow>(result)[0];
  if (!row) throw new Error(`Offer ${offer.id} names no provider`);
  const address =
    row.addressLine1 && row.city && row.stateCode && row.postalCode
      ? {
          addressLines: [row.addressLine1],
          cityTown: row.city,
          stateProvince: row.stateCode,
          postalCode: row.postalCode,
        }
      : null;
  const view: WaitlistOfferView['provider'] = {
    providerId: offer.providerId,
    kind: row.kind,
    name: row.name,
    phone: row.phone,
    address,
  };
  return {
    businessName: entry.businessName as WaitlistOfferView['businessName'],
    services: row.services,
    provider: { timeZone: row.timeZone, view },
    currentAppointment:
      row.currentStartsAt && row.currentTimeZone
        ? { timestamp: new Date(row.currentStartsAt).toISOString(), timezone: row.currentTimeZone }
        : null,
  };
}

/**
 * The next open times of services at a provider over the next two weeks, at most `limit`: what a stale offer link
 * shows instead (three), and where a provider whose rules changed is looked at for seats to offer.
 */
export type NextTimes = (question: {
  providerId: string;
  serviceIds: readonly number[];
  businessName: WaitlistOfferView['businessName'];
  timeZone: string;
  limit: number;
  /** The days to look in (calendar dates on the provider's clock); from today for two weeks when left out. */
  days?: { from: string; to: string };
}) => Promise<WaitlistOfferView['nextTimes']>;
