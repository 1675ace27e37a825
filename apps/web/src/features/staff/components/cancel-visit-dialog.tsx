import {
  CLINIC_CANCEL_REASONS,
  type ClinicCancelReason,
  INTERNAL_NOTE_MAX,
  type ScheduledVisit,
} from '@hs/contracts/staff-desk';
import { useForm } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ErrorSummary, type ErrorSummaryItem } from '@/components/ui/error-summary';
import { Modal } from '@/components/ui/modal';
import { Radios } from '@/components/ui/radios';
import { Spinner } from '@/components/ui/spinner';
import { TextArea } from '@/components/ui/text-area';
import { useCancelVisit, useVisitDetail, type VisitChange } from '@/features/staff/api/schedule-queries';
import { toldBy } from '@/features/staff/model/patient-told';
import { requestProblem } from '@/features/staff/model/request-problem';
import { CANCEL_REASON_LABELS, patientName } from '@/features/staff/model/visit-labels';
import styles from './cancel-visit-dialog.module.css';

interface CancelFields {
  reason: ClinicCancelReason | '';
  note: string;
}

const REASON_REQUIRED = 'Choose why the clinic is cancelling the visit.';
const NOTE_TOO_LONG = `Keep the note to ${INTERNAL_NOTE_MAX} characters.`;
const REASONS = CLINIC_CANCEL_REASONS.map((reason) => ({ value: reason, label: CANCEL_REASON_LABELS[reason] }));

/** What the page says once the visit is cancelled: how the patient hears of it, or that the clinic must call. */
function cancelledText(name: string, notified: VisitChange['notified']): string {
  const by = toldBy(notified);
  return by
    ? `${name}’s visit is cancelled. They are told by ${by}.`
    : `${name}’s visit is cancelled. They have no email or text messages: call them to tell them.`;
}

/** Before confirming: whether the patient will hear of it, read from the opened visit (an audited read). */
function WhoIsTold({ appointmentId }: { appointmentId: string }) {
  const detail = useVisitDetail(appointmentId);
  if (detail.isPending) return <Spinner size="small" label="Checking how the patient can be told" />;
  if (detail.isError) {
    return (
      <Alert name={null} variant="warning">
        It could not be checked whether the patient can be told. If they have no email or text messages, the clinic must
        call them.
      </Alert>
    );
  }
  const { channels, phone } = detail.data;
  if (!channels.email && !channels.sms) {
    return (
      <Alert name={null} variant="warning" title="The patient will not be told of this.">
        They have no email address or text messages on record: the clinic must call them
        {phone ? ` on ${phone}` : ''} to tell them the visit is cancelled.
      </Alert>
    );
  }
  return (
    <Alert name={null} variant="info">
      The patient is told by {toldBy(channels)}, with the clinic’s usual cancellation message.
    </Alert>
  );
}

interface CancelVisitDialogProps {
  visit: ScheduledVisit;
  clinicId: string;
  title: string;
  onClose: () => void;
  onCancelled: (message: string) => void;
}

/** Cancel on the patient's behalf: a coded reason, and a note for the clinic's records that the patient never sees. */
export function CancelVisitDialog({ visit, clinicId, title, onClose, onCancelled }: CancelVisitDialogProps) {
  const cancel = useCancelVisit(clinicId);
  const form = useForm<CancelFields>({ defaultValues: { reason: '', note: '' }, shouldFocusError: false });
  const { errors, submitCount } = form.formState;
  const items: ErrorSummaryItem[] = [
    ...(errors.reason?.message ? [{ fieldId: 'reason', message: errors.reason.message }] : []),
    ...(errors.note?.message ? [{ fieldId: 'note', message: errors.note.message }] : []),
  ];
  const submit = form.handleSubmit(({ reason, note }) => {
    if (!reason) return;
    cancel.mutate(
      { appointmentId: visit.id, reason, note },
      { onSuccess: ({ data }) => onCancelled(cancelledText(patientName(visit), data.notified)) },
    );
  });
  return (
    <Modal open onClose={onClose} title={title}>
      <form onSubmit={submit} noValidate className={styles.form}>
        <ErrorSummary name={null} items={items} focusKey={submitCount} />
        {cancel.isError ? (
          <Alert key={cancel.submittedAt} name={null} variant="error">
            {requestProblem(cancel.error, 'The visit could not be cancelled.')}
          </Alert>
        ) : null}
        <WhoIsTold appointmentId={visit.id} />
        <Radios
          name="reason"
          legend="Why is the clinic cancelling?"
          options={REASONS}
          error={errors.reason?.message}
          inputProps={form.register('reason', { validate: { required: (value) => value !== '' || REASON_REQUIRED } })}
        />
        <TextArea
          label="Internal note (optional)"
          hint="For the clinic’s records only: it is never shown to the patient."
          rows={3}
          maxLength={INTERNAL_NOTE_MAX}
          error={errors.note?.message}
          {...form.register('note', {
            validate: { maxLength: (value) => value.trim().length <= INTERNAL_NOTE_MAX || NOTE_TOO_LONG },
          })}
        />
        <div className={styles.actions}>
          <Button type="submit" disabled={cancel.isPending}>
            Cancel the visit
          </Button>
          <Button variant="secondary" onClick={onClose}>
            Keep the visit
          </Button>
          {cancel.isPending ? <Spinner size="small" label="Cancelling the visit" /> : null}
        </div>
      </form>
    </Modal>
  );
}
