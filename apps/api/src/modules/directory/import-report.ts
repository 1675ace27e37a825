import type { PartChanges } from './directory-diff.js';
import type { ImportOutcome } from './directory-import.service.js';

/** An outcome as the admin endpoint sends it: instants as ISO text. */
type SentOutcome = Omit<ImportOutcome, 'affectedBookings'> & {
  affectedBookings: (Omit<ImportOutcome['affectedBookings'][number], 'startsAt'> & { startsAt: Date | string })[];
};

const PART_NAMES: Record<keyof ImportOutcome['changes'], string> = {
  brands: 'Brands',
  services: 'Services',
  clinics: 'Clinics',
  providers: 'Virtual providers and dietitians',
  closures: 'Closures',
  benefitCodes: 'Benefit codes',
};

/** Enough keys to recognise a change by; the rest counted. */
const SHOWN = 10;

function keys(list: readonly (string | number)[]): string {
  const shown = list.slice(0, SHOWN).join(', ');
  return list.length > SHOWN ? `${shown} and ${list.length - SHOWN} more` : shown;
}

function partLines(name: string, part: PartChanges<string | number>): string[] {
  const total = part.added.length + part.changed.length + part.retired.length;
  if (total === 0) return [`${name}: no change`];
  const lines = [`${name}: ${part.added.length} added, ${part.changed.length} changed, ${part.retired.length} retired`];
  if (part.added.length > 0) lines.push(`  added: ${keys(part.added)}`);
  const changed = part.changed.map(({ key, fields }) => `${key} (${fields.join(', ')})`);
  if (changed.length > 0) lines.push(`  changed: ${keys(changed)}`);
  if (part.retired.length > 0) lines.push(`  retired: ${keys(part.retired)}`);
  return lines;
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** The bookings in the way, per provider: how many, from when, and why (no patient data: none is held here). */
function bookingLines(outcome: SentOutcome): string[] {
  const byProvider = new Map<string, { count: number; first: Date; why: Set<string> }>();
  for (const booking of outcome.affectedBookings) {
    const startsAt = new Date(booking.startsAt);
    const entry = byProvider.get(booking.providerId) ?? { count: 0, first: startsAt, why: new Set() };
    entry.count++;
    if (startsAt < entry.first) entry.first = startsAt;
    entry.why.add(booking.why);
    byProvider.set(booking.providerId, entry);
  }
  return [...byProvider].map(
    ([provider, entry]) =>
      `  ${provider}: ${plural(entry.count, 'booking')} from ${entry.first.toISOString().slice(0, 16).replace('T', ' ')} UTC (${[...entry.why].join('; ')})`,
  );
}

/** What an import did or would do, as the command prints it. */
export function describeOutcome(outcome: SentOutcome): string[] {
  if (outcome.status === 'unchanged') return ['No change: the database already holds this directory.'];
  if (outcome.status === 'invalid') {
    return [...outcome.problems, 'Nothing was written: the file contradicts the database.'];
  }
  const lines = Object.entries(PART_NAMES).flatMap(([part, name]) =>
    partLines(name, outcome.changes[part as keyof typeof PART_NAMES]),
  );
  const affected = outcome.affectedBookings.length;
  const bookings = plural(affected, 'future booking');
  if (affected > 0) {
    const verb = outcome.status === 'planned' ? 'would be' : 'are';
    lines.push(`${bookings} ${verb} at a time or place the new directory forbids:`, ...bookingLines(outcome));
  }
  switch (outcome.status) {
    case 'planned':
      lines.push('Dry run: nothing was written.');
      break;
    case 'refused':
      lines.push(
        `Nothing was written: ${bookings} stand in the way. Run again with --keep-bookings to leave them booked, ` +
          'or with --cancel-bookings --reason "…" to cancel them and tell their patients.',
      );
      break;
    case 'applied':
      lines.push(
        `Imported in one transaction; the slots of ${plural(outcome.providersWithNewRules, 'provider')} are computed afresh.`,
      );
      if (outcome.canceledAppointments.length > 0) {
        lines.push(
          `Canceled ${plural(outcome.canceledAppointments.length, 'appointment')} (follow-ups included); their patients are told by e-mail and, where they agreed, by text.`,
        );
      } else if (affected > 0) lines.push(`Kept ${bookings} as booked.`);
      break;
  }
  return lines;
}
