import { CLINIC_CANCEL_REASONS, type ClinicCancelReason } from '@hs/contracts/staff-desk';
import { useForm } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ErrorSummary, type ErrorSummaryItem } from '@/components/ui/error-summary';
import { Modal } from '@/components/ui/modal';
import { Radios } from '@/components/ui/radios';
import { Spinner } from '@/components/ui/spinner';
import type { BookingsChoice } from '@/features/staff/api/hours-queries';
import { visitCount } from '@/features/staff/model/bookings-in-the-way';
import { CANCEL_REASON_LABELS } from '@/features/staff/model/visit-labels';
import styles from './bookings-choice-dialog.module.css';

interface ChoiceFields {
  bookings: 'keep' | 'cancel' | '';
  cancelReason: ClinicCancelReason | '';
}

const CHOICE_REQUIRED = 'Choose whether to keep the booked visits or cancel them.';
const REASON_REQUIRED = 'Choose why the clinic is cancelling the visits.';
const CHOICES = [
  { value: 'keep', label: 'Keep the booked visits', hint: 'The clinic sees these patients as booked.' },
  {
    value: 'cancel',
    label: 'Cancel the booked visits',
    hint: 'Each patient is told by e-mail or text message, with the reason chosen below.',
  },
];
const REASONS = CLINIC_CANCEL_REASONS.map((reason) => ({ value: reason, label: CANCEL_REASON_LABELS[reason] }));

interface BookingsChoiceDialogProps {
  /** What the change is, as its form names it: "Close the clinic on Friday, December 4". */
  title: string;
  affectedVisits: number;
  pending: boolean;
  /** The failed attempt's words, when the change was refused again. */
  problem: string | undefined;
  onChoose: (choice: Required<Pick<BookingsChoice, 'bookings'>> & BookingsChoice) => void;
  onClose: () => void;
}

/**
 * A change that touches booked visits goes through only with an explicit answer: keep them, or cancel them with
 * a coded reason the patients are told. Nothing is chosen for the member.
 */
export function BookingsChoiceDialog({
  title,
  affectedVisits,
  pending,
  problem,
  onChoose,
  onClose,
}: BookingsChoiceDialogProps) {
  const form = useForm<ChoiceFields>({
    defaultValues: { bookings: '', cancelReason: '' },
    shouldFocusError: false,
  });
  const { errors, submitCount } = form.formState;
  const cancelling = form.watch('bookings') === 'cancel';
  const items: ErrorSummaryItem[] = [
    ...(errors.bookings?.message ? [{ fieldId: 'bookings', message: errors.bookings.message }] : []),
    ...(errors.cancelReason?.message ? [{ fieldId: 'cancel-reason', message: errors.cancelReason.message }] : []),
  ];
  const submit = form.handleSubmit(({ bookings, cancelReason }) => {
    if (bookings === 'keep') onChoose({ bookings });
    else if (bookings === 'cancel' && cancelReason) onChoose({ bookings, cancelReason });
  });
  return (
    <Modal open onClose={onClose} title={title}>
      <form onSubmit={submit} noValidate className={styles.form}>
        <ErrorSummary name={null} items={items} focusKey={submitCount} />
        {problem ? (
          <Alert name={null} variant="error">
            {problem}
          </Alert>
        ) : null}
        <Alert name={null} variant="warning" title={`This change touches ${visitCount(affectedVisits)}.`}>
          Nothing is changed until you choose what happens to {affectedVisits === 1 ? 'it' : 'them'}.
        </Alert>
        <Radios
          name="bookings"
          legend={`What happens to the ${visitCount(affectedVisits)}?`}
          options={CHOICES}
          error={errors.bookings?.message}
          inputProps={form.register('bookings', {
            validate: { required: (value) => value !== '' || CHOICE_REQUIRED },
          })}
        />
        {cancelling ? (
          <Radios
            name="cancelReason"
            id="cancel-reason"
            legend="Why is the clinic cancelling them?"
            hint="The patients are told the visit is cancelled by the clinic."
            options={REASONS}
            error={errors.cancelReason?.message}
            inputProps={form.register('cancelReason', {
              validate: {
                required: (value, values) => values.bookings !== 'cancel' || value !== '' || REASON_REQUIRED,
              },
            })}
          />
        ) : null}
        <div className={styles.actions}>
          <Button type="submit" disabled={pending}>
            Apply the change
          </Button>
          <Button variant="secondary" onClick={onClose}>
            Go back without changing anything
          </Button>
          {pending ? <Spinner size="small" label="Applying the change" /> : null}
        </div>
      </form>
    </Modal>
  );
}
