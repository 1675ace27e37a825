import type { CalendarAppointment } from '@hs/calendar';
import { paths } from '@/config/paths';
import { downloadFile } from '@/lib/browser/download-file';

type CalendarModule = typeof import('@hs/calendar');

/**
 * Downloads an appointment's .ics, made by the same builder as the e-mailed invitations. The builder and its
 * zone data load only when the visitor asks for the file, never with the page.
 */
export async function downloadCalendarFile(
  fileName: string,
  appointmentOf: (calendar: CalendarModule, manageUrl: string) => CalendarAppointment,
): Promise<void> {
  const calendar = await import('@hs/calendar');
  const manageUrl = new URL(paths.manage(), window.location.origin).href;
  const ics = calendar.appointmentIcs(
    appointmentOf(calendar, manageUrl),
    { method: 'PUBLISH' },
    { uidDomain: window.location.hostname || 'localhost', now: new Date() },
  );
  downloadFile(fileName, ics, 'text/calendar;charset=utf-8');
}
