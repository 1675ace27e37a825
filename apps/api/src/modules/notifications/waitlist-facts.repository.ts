import type { Language } from '@hs/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '#api/db/client.js';
import { rowsOf, textArray } from '#api/db/sql-values.js';

/** What a waitlist message says and whether it still applies, as its entry and offer stand now; never who. */
export interface WaitlistFacts {
  entryId: string;
  entryKind: 'notify-me' | 'earlier';
  entryStatus: string;
  language: Language;
  codeExpiresAt: Date | string | null;
  offer: {
    id: string;
    status: string;
    startsAt: Date | string;
    expiresAt: Date | string;
    timeZone: string;
    providerKind: 'clinic' | 'virtual' | 'dietitian';
    providerName: string;
    addressLine1: string | null;
    city: string | null;
    stateCode: string | null;
    postalCode: string | null;
    serviceNames: string[];
  } | null;
}

export async function findWaitlistFacts(
  db: Database,
  messages: readonly { waitlistEntryId: string; waitlistOfferId: string | null }[],
): Promise<Map<string, WaitlistFacts>> {
  const entryIds = [...new Set(messages.map((message) => message.waitlistEntryId))];
  const offerIds = [...new Set(messages.flatMap((message) => message.waitlistOfferId ?? []))];
  const entries = rowsOf<Omit<WaitlistFacts, 'offer'>>(
    await db.execute(sql`
      select id as "entryId", kind as "entryKind", status as "entryStatus", language,
        code_expires_at as "codeExpiresAt"
      from waitlist_entries where id = any(${textArray(entryIds)})`),
  );
  const offers = offerIds.length
    ? rowsOf<NonNullable<WaitlistFacts['offer']>>(
        await db.execute(sql`
          select o.id, o.status, o.starts_at as "startsAt", o.expires_at as "expiresAt", p.time_zone as "timeZone",
            p.kind as "providerKind", coalesce(c.vanity_name, p.name) as "providerName",
            c.address_line1 as "addressLine1", c.city, c.state_code as "stateCode", c.postal_code as "postalCode",
            coalesce((select json_agg(s.name order by pos) from unnest(o.service_ids) with ordinality as u(id, pos)
                      join services s on s.id = u.id), '[]'::json) as "serviceNames"
          from waitlist_offers o
          join providers p on p.id = o.provider_id
          left join clinics c on c.provider_id = p.id
          where o.id = any(${textArray(offerIds)})`),
      )
    : [];
  const offerById = new Map(offers.map((offer) => [offer.id, offer]));
  const byEntry = new Map(entries.map((entry) => [entry.entryId, entry]));
  // Keyed by message: an entry has one code message but may have had several offers.
  return new Map(
    messages.flatMap((message) => {
      const entry = byEntry.get(message.waitlistEntryId);
      if (!entry) return [];
      const offer = message.waitlistOfferId ? (offerById.get(message.waitlistOfferId) ?? null) : null;
      return [[`${message.waitlistEntryId}/${message.waitlistOfferId ?? ''}`, { ...entry, offer }]];
    }),
  );
}

export const waitlistFactsKey = (message: { waitlistEntryId: string; waitlistOfferId: string | null }) =>
  `${message.waitlistEntryId}/${message.waitlistOfferId ?? ''}`;
