import type { Provider } from '@hs/contracts';
import { formatConfirmCode } from '@hs/domain';
import { formatInZone } from '@/lib/appointments/appointment-time';
import type { CalendarEvent } from '@/lib/appointments/ics';
import type { BusinessPhone } from '@/lib/clinics/business-phone';
import type { BookedEntry } from '@/lib/scheduler-store/scheduler-state';
import { formatAddress } from './provider-address';

const VIDEO_VISIT_LOCATION = 'Video visit (Zoom)';

/** The calendar entry of one booked appointment: what, where, and how to reach the clinic. */
export function calendarEventFor(
  entry: BookedEntry,
  provider: Provider,
  changePhone: BusinessPhone,
  durationMinutes?: number,
): CalendarEvent {
  const services = entry.services.map((service) => service.name).join(', ') || 'Appointment';
  const where = provider.address ? provider.vanityName : `${provider.vanityName}, virtual`;
  const description = [
    `Confirmation code: ${formatConfirmCode(entry.confirmCode)}`,
    ...(provider.phone ? [`Clinic phone: ${provider.phone}`] : []),
    `To change or cancel, call ${changePhone.display}.`,
  ].join('\n');
  return {
    appointmentId: entry.id,
    start: new Date(entry.timestamp),
    durationMinutes,
    sequence: entry.sequence,
    summary: `${services} at ${where}`,
    location: provider.address ? formatAddress(provider.address) : VIDEO_VISIT_LOCATION,
    description,
  };
}

/** 'appointment-2026-11-23.ics', dated on the provider's calendar. */
export function calendarFileName(entry: BookedEntry, ordinal: 1 | 2): string {
  const day = formatInZone(entry.timestamp, entry.timezone, 'yyyy-MM-dd');
  return `${ordinal === 2 ? 'follow-up-appointment' : 'appointment'}-${day}.ics`;
}
