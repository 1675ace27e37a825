import type { Provider } from '@hs/contracts';
import type { SchedulerFlow } from '@hs/domain';
import type { SearchState } from '@/lib/search/search-state';

export interface ScheduledService {
  id: number;
  name: string;
  isVaccine: boolean;
  isAvailable: boolean;
}

/** A held (reservationCode) or booked (id + confirmCode) appointment, §3 Appointment and Followup. */
export interface AppointmentEntry {
  /** ISO instant with offset. */
  timestamp: string;
  timezone: string;
  /** The zone the visitor chose to see times in (dietitian visits), when it is not the provider's. */
  shownTimeZone?: string;
  services: ScheduledService[];
  reservationCode?: string;
  /** When the hold lapses (ISO instant); absent once booked. */
  expiresAt?: string;
  id?: string;
  confirmCode?: string;
  /** Times a booked appointment was moved; its calendar entry's SEQUENCE. */
  sequence?: number;
  /** A booked visit's length, as its calendar entries say. */
  durationMinutes?: number;
}

/** The zone an appointment's time is shown in: the visitor's chosen one, else the appointment's own. */
export const shownTimeZoneOf = (entry: Pick<AppointmentEntry, 'timezone' | 'shownTimeZone'>): string =>
  entry.shownTimeZone ?? entry.timezone;

/** A booked appointment: what the confirmation, cancel and manage views act on. */
export type BookedEntry = AppointmentEntry & { id: string; confirmCode: string };

export interface SchedulerState {
  appointment?: AppointmentEntry;
  followup?: AppointmentEntry;
  provider?: Provider;
  flow?: SchedulerFlow;
  category?: string;
  search?: SearchState;
  /** The travel-vaccines promotion was accepted ('Add Travel Vaccines'). */
  shouldAddPromotion?: boolean;
  /** The prescreen answers that shape the booking (e.g. medicare recipient), by question name. */
  prescreenAnswers?: Record<string, string | string[]>;
  /**
   * The link token of a waitlist offer whose held seat is being booked (decision 060): the booking sends it, and
   * the server books that seat and uses the offer up.
   */
  waitlistOffer?: string;
  /** A display copy of who was booked, set on booking for the confirmation page; cleared when it is left. */
  patient?: ConfirmedPatient;
}

/** As sent in basicInfo: phone 'ddd-ddd-dddd', dateOfBirth 'YYYY-MM-DD'. */
export interface ConfirmedPatient {
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  dateOfBirth: string;
}

/** §8 internal guards. */
export const GUARD_MESSAGES = {
  noAppointmentToReserve: 'No appointment/provider exists (yet) to reserve',
  noFollowupToReserve: 'No followup exists to reserve',
  followupNeedsAppointment: 'Followups require first setting an appointment/provider',
  schedulingNeedsAppointment: 'Scheduling requires first setting an appoinment/provider',
} as const;

/** Two selections are the same when timestamp, provider and service ids all match (§4). */
export function isSameSelection(
  a: { timestamp: string; providerId: string; serviceIds: readonly number[] } | undefined,
  b: { timestamp: string; providerId: string; serviceIds: readonly number[] },
): boolean {
  if (!a) return false;
  const ids = (list: readonly number[]) => [...list].sort((x, y) => x - y).join(',');
  return (
    new Date(a.timestamp).getTime() === new Date(b.timestamp).getTime() &&
    a.providerId === b.providerId &&
    ids(a.serviceIds) === ids(b.serviceIds)
  );
}
