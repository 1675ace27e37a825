import type { Provider } from '@hs/contracts';
import { Button } from '@/components/ui/button';
import { calendarEventFor, calendarFileName } from '@/features/confirmation/model/appointment-calendar';
import { CONFIRMATION_TEXTS } from '@/features/confirmation/model/confirmation-messages';
import type { BookedEntry } from '@/features/confirmation/model/confirmation-view';
import { buildIcs } from '@/features/confirmation/model/ics';
import type { BusinessPhone } from '@/lib/business-phone';

/** Hands a generated file to the browser's download manager. */
function downloadFile(fileName: string, content: string, type: string): void {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the URL by now; revoking later keeps slow browsers safe.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

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
