import type { AnalyticsFlow } from '@hs/contracts';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { Radios } from '@/components/ui/radios';
import { Spinner } from '@/components/ui/spinner';
import {
  CANCEL_DIALOG_TEXTS,
  cancelAlertName,
  cancelErrorMessage,
  reportCancelFailure,
} from '@/lib/appointments/appointment-cancellation';
import { formatAppointmentTime } from '@/lib/appointments/appointment-time';
import { type CancelChoice, cancelDialogRules, planCancel } from '@/lib/appointments/cancel-choice';
import { useCancelAppointment } from '@/lib/appointments/use-cancel-appointment';
import type { BookedEntry } from '@/lib/scheduler-store/scheduler-state';
import styles from './cancel-dialog.module.css';

export interface CancelDialogProps {
  open: boolean;
  onClose: () => void;
  appointment: BookedEntry;
  followup: BookedEntry | undefined;
  /** The flow the appointment was booked in, or 'manage' on the find-my-appointment page. */
  flow: AnalyticsFlow;
  /** Called with the ids the server canceled. */
  onCanceled: (canceledIds: string[]) => void;
}

const GROUP_ID = 'appointmentToCancel';

const describe = (entry: BookedEntry) =>
  `${entry.services.map((service) => service.name).join(', ')}, ${formatAppointmentTime(entry.timestamp, entry.timezone)}`;

/** §2 cancel dialog: which appointment to cancel; the 1st is preselected and locked without a follow-up. */
export function CancelDialog({ open, onClose, appointment, followup, flow, onCanceled }: CancelDialogProps) {
  const rules = cancelDialogRules(followup);
  const [choice, setChoice] = useState<CancelChoice | undefined>(rules.initialChoice);
  const [selectionError, setSelectionError] = useState<string>();
  const cancel = useCancelAppointment();

  const close = () => {
    if (cancel.isPending) return;
    // The radios start over when the dialog opens again, so the choice does too.
    setChoice(rules.initialChoice);
    setSelectionError(undefined);
    cancel.reset();
    onClose();
  };

  const submit = () => {
    const plan = planCancel(choice, appointment, followup);
    if (!plan.ok) {
      setSelectionError(plan.error);
      document.getElementById(GROUP_ID)?.focus();
      return;
    }
    cancel.mutate(plan.target, {
      onSuccess: (canceledIds) => onCanceled(canceledIds),
      onError: (error) => reportCancelFailure(error, flow),
    });
  };

  const options = [
    {
      value: 'first',
      label: CANCEL_DIALOG_TEXTS.first(describe(appointment)),
      hint: followup ? CANCEL_DIALOG_TEXTS.firstCancelsAll : CANCEL_DIALOG_TEXTS.onlyAppointmentHint,
    },
    ...(followup
      ? [
          {
            value: 'second',
            label: CANCEL_DIALOG_TEXTS.second(describe(followup)),
            hint: CANCEL_DIALOG_TEXTS.secondOnly,
          },
        ]
      : []),
  ];
  const cancelsAll = choice === 'first' && followup !== undefined;

  return (
    <Modal
      open={open}
      onClose={close}
      title={CANCEL_DIALOG_TEXTS.title}
      className={styles.dialog}
      actions={
        <>
          <Button variant="secondary" onClick={close} disabled={cancel.isPending}>
            {CANCEL_DIALOG_TEXTS.keep}
          </Button>
          <Button onClick={submit} disabled={cancel.isPending}>
            {cancelsAll ? CANCEL_DIALOG_TEXTS.confirmAll : CANCEL_DIALOG_TEXTS.confirm}
          </Button>
        </>
      }
    >
      {cancel.isError ? (
        <Alert name={cancelAlertName(cancel.error)} variant="error">
          {cancelErrorMessage(cancel.error)}
        </Alert>
      ) : null}
      <Radios
        id={GROUP_ID}
        name={GROUP_ID}
        legend={CANCEL_DIALOG_TEXTS.legend}
        options={options}
        error={selectionError}
        inputProps={{
          defaultChecked: rules.locked,
          disabled: rules.locked || cancel.isPending,
          onChange: (event) => {
            setChoice(event.target.value as CancelChoice);
            setSelectionError(undefined);
            cancel.reset();
          },
        }}
      />
      {cancel.isPending ? (
        <Spinner size="small" label={CANCEL_DIALOG_TEXTS.canceling} className={styles.spinner} />
      ) : null}
    </Modal>
  );
}
