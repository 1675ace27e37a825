import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { BOOKING_DIALOGS, BOOKING_TEXTS, type BookingProblem } from '@/features/schedule/model/booking-outcome';
import { useAlertAnalytics } from '@/lib/analytics/use-alert-analytics';

export interface BookingErrorModalProps {
  problem: BookingProblem | null;
  /** The support number the 'already have an appointment' text points to. */
  phone: { display: string; href: string };
  onCheckAvailability: () => void;
  onScheduleAppointment: () => void;
  onQuit: () => void;
  onClose: () => void;
}

/** §8 booking error modal: 409 conflict, 429 already booked, other 4xx confirmation error; rate limits open none. */
export function BookingErrorModal({
  problem,
  phone,
  onCheckAvailability,
  onScheduleAppointment,
  onQuit,
  onClose,
}: BookingErrorModalProps) {
  const opens = problem && problem !== 'connection' && problem !== 'rateLimited' ? problem : null;
  useAlertAnalytics(opens ? `booking-${opens}` : undefined);
  if (!opens) return null;
  const texts = BOOKING_DIALOGS[opens];
  const [before, after] = texts.body.split('{phone}');
  const primary =
    opens === 'conflict' ? (
      <Button onClick={onCheckAvailability}>{BOOKING_TEXTS.checkAvailability}</Button>
    ) : (
      <Button onClick={onScheduleAppointment}>{BOOKING_TEXTS.scheduleAppointment}</Button>
    );
  return (
    <Modal
      open
      onClose={onClose}
      title={texts.title}
      actions={
        <>
          <Button variant="secondary" onClick={onQuit}>
            {BOOKING_TEXTS.quit}
          </Button>
          {primary}
        </>
      }
    >
      <p>
        {before}
        {after !== undefined ? (
          <>
            <a href={phone.href}>{phone.display}</a>
            {after}
          </>
        ) : null}
      </p>
    </Modal>
  );
}
