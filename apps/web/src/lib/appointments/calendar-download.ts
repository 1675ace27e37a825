import type { CalendarAppointment } from '@hs/calendar';
import type { Language } from '@hs/domain';
import { paths } from '@/config/paths';
import { downloadFile } from '@/lib/browser/download-file';
import { type SayDirectoryWord, useDirectoryWords } from '@/lib/directory/directory-words';
import { visitorLanguage } from '@/lib/i18n/language';
import { useLanguage } from '@/lib/i18n/use-translate';

type CalendarModule = typeof import('@hs/calendar');

/** What a page's calendar file is written in: its words' language, and the directory's words as the page says them. */
export interface CalendarWords {
  language: Language;
  say: SayDirectoryWord;
}

/**
 * An appointment's .ics as a page offers it, made by the same builder as the e-mailed invitations: its words in the
 * visitor's language, its services named as the page names them (decision 062).
 */
export function pageCalendarFile(
  calendar: CalendarModule,
  appointment: CalendarAppointment,
  { language, say }: CalendarWords,
  options: { uidDomain: string; now: Date },
): string {
  const services = appointment.services.map((service) => say(service).text);
  return calendar.appointmentIcs({ ...appointment, services }, { method: 'PUBLISH' }, { ...options, language });
}

/**
 * Downloads an appointment's .ics in the language shown. The builder and its zone data load only when the visitor
 * asks for the file, never with the page.
 */
export function useCalendarDownload() {
  const language = visitorLanguage(useLanguage());
  const say = useDirectoryWords();
  return async (
    fileName: string,
    appointmentOf: (calendar: CalendarModule, manageUrl: string) => CalendarAppointment,
  ): Promise<void> => {
    const calendar = await import('@hs/calendar');
    const manageUrl = new URL(paths.manage(), window.location.origin).href;
    const ics = pageCalendarFile(
      calendar,
      appointmentOf(calendar, manageUrl),
      { language, say },
      { uidDomain: window.location.hostname || 'localhost', now: new Date() },
    );
    downloadFile(fileName, ics, 'text/calendar;charset=utf-8');
  };
}
