import type { Provider } from '@hs/contracts';
import { Button } from '@/components/ui/button';
import { calendarEventFor, calendarFileName } from '@/features/confirmation/model/appointment-calendar';
import { CONFIRMATION_TEXTS } from '@/features/confirmation/model/confirmation-messages';
import { buildIcs } from '@/lib/appointments/ics';
import { downloadFile } from '@/lib/browser/download-file';
import type { BusinessPhone } from '@/lib/clinics/business-phone';
import type { BookedEntry } from '@/lib/scheduler-store/scheduler-state';

export interface AddToCalendarButtonProps {
  entry: BookedEntry;
  ordinal: 1 | 2;
  provider: Provider;
  changePhone: BusinessPhone;
  /** Names the appointment for screen readers when there are two buttons. */
  label: string;
}

/** Downloads an .ics file of one appointment that any calendar app can import. */
export function AddToCalendarButton({ entry, ordinal, provider, changePhone, label }: AddToCalendarButtonProps) {
  const onClick = () => {
    const ics = buildIcs(calendarEventFor(entry, provider, changePhone), {
      uidDomain: window.location.hostname || 'localhost',
      now: new Date(),
    });
    downloadFile(calendarFileName(entry, ordinal), ics, 'text/calendar;charset=utf-8');
  };
  return (
    <Button variant="secondary" onClick={onClick} aria-label={label}>
      {CONFIRMATION_TEXTS.addToCalendar}
    </Button>
  );
}
