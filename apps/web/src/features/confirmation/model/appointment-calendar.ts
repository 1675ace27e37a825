import { providerDateOf } from '@/lib/appointments/appointment-time';
import type { BookedEntry } from '@/lib/scheduler-store/scheduler-state';

/** 'appointment-2026-11-23.ics', dated on the provider's calendar. */
export function calendarFileName(entry: BookedEntry, ordinal: 1 | 2): string {
  const day = providerDateOf(entry.timestamp, entry.timezone);
  return `${ordinal === 2 ? 'follow-up-appointment' : 'appointment'}-${day}.ics`;
}
