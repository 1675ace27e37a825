import type { Provider } from '@hs/contracts';
import { Button } from '@/components/ui/button';
import { calendarFileName } from '@/features/confirmation/model/appointment-calendar';
import { CONFIRMATION_TEXTS } from '@/features/confirmation/model/confirmation-messages';
import { useCalendarDownload } from '@/lib/appointments/calendar-download';
import type { BookedEntry } from '@/lib/scheduler-store/scheduler-state';

export interface AddToCalendarButtonProps {
  entry: BookedEntry;
  ordinal: 1 | 2;
  provider: Provider;
  /** Names the appointment for screen readers when there are two buttons. */
  label: string;
}

/** Downloads an .ics file of one appointment that any calendar app can import, in the language shown. */
export function AddToCalendarButton({ entry, ordinal, provider, label }: AddToCalendarButtonProps) {
  const downloadCalendarFile = useCalendarDownload();
  const onClick = () =>
    downloadCalendarFile(calendarFileName(entry, ordinal), (calendar, manageUrl) =>
      calendar.confirmedCalendar(entry, provider, manageUrl),
    );
  return (
    <Button variant="secondary" onClick={onClick} aria-label={label}>
      {CONFIRMATION_TEXTS.addToCalendar}
    </Button>
  );
}
