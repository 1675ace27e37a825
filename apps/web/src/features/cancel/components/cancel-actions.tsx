import type { AppointmentDetails } from '@hs/contracts';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { TitledSection } from '@/components/ui/titled-section';
import { CANCEL_PAGE_TEXTS } from '@/features/cancel/model/cancel-page-messages';
import { cancelAlertName, cancelErrorMessage, reportCancelFailure } from '@/lib/appointments/appointment-cancellation';
import { useCancelAppointment } from '@/lib/appointments/use-cancel-appointment';
import styles from './cancel-page.module.css';

export interface CancelActionsProps {
  appointment: AppointmentDetails;
  confirmCode: string;
  /** A booked follow-up goes with a first appointment (§4). */
  cancelsFollowup: boolean;
  onCanceled: () => void;
}

/** The Cancel button of the direct link: one request, the §8 message on failure. */
export function CancelActions({ appointment, confirmCode, cancelsFollowup, onCanceled }: CancelActionsProps) {
  const cancel = useCancelAppointment();
  const flow = appointment.businessName === 'dietitian' ? 'DIETITIAN' : undefined;
  const onClick = () =>
    cancel.mutate(
      { id: appointment.id, confirmCode },
      { onSuccess: onCanceled, onError: (error) => reportCancelFailure(error, flow) },
    );
  return (
    <TitledSection headingId="cancel-heading" heading={CANCEL_PAGE_TEXTS.cancelHeading} classes={styles}>
      {cancelsFollowup ? <p className={styles.note}>{CANCEL_PAGE_TEXTS.followupCanceledNote}</p> : null}
      {cancel.isError ? (
        <Alert name={cancelAlertName(cancel.error)} variant="error">
          {cancelErrorMessage(cancel.error)}
        </Alert>
      ) : null}
      <div className={styles.actions}>
        <Button onClick={onClick} disabled={cancel.isPending}>
          {cancelsFollowup ? CANCEL_PAGE_TEXTS.cancelAllButton : CANCEL_PAGE_TEXTS.cancelButton}
        </Button>
        {cancel.isPending ? <Spinner size="small" label={CANCEL_PAGE_TEXTS.canceling} /> : null}
      </div>
    </TitledSection>
  );
}
