import type { ManagedAppointment } from '@hs/contracts';
import { isConfirmCodeShape } from '@hs/domain';
import { useForm } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { DateInput } from '@/components/ui/date-input';
import { Spinner } from '@/components/ui/spinner';
import { TextInput } from '@/components/ui/text-input';
import { useLookupAppointment } from '@/features/manage/api/lookup-appointment';
import { MANAGE_TEXTS } from '@/features/manage/model/manage-texts';
import { useFormAnalytics } from '@/lib/analytics/use-form-analytics';
import { isApiRequestError } from '@/lib/api/api-client';
import { parseUsDate } from '@/lib/dates/us-date';
import { combineFormHandlers } from '@/lib/forms/form-handlers';
import { useBlurValidation } from '@/lib/forms/use-blur-validation';
import styles from './manage.module.css';

interface LookupFields {
  confirmCode: string;
  lastName: string;
  dateOfBirth: string;
}

export interface LookupFormProps {
  initialCode: string;
  /** With the last name and date of birth that proved it, which joining the waitlist for it proves again. */
  onFound: (found: {
    appointment: ManagedAppointment;
    confirmCode: string;
    proof?: { lastName: string; dateOfBirth: string };
  }) => void;
}

/** The server's own words for a mismatch (one message whichever field was wrong) and for the attempt limit. */
function lookupError(error: unknown): string {
  if (isApiRequestError(error) && (error.status === 404 || error.status === 429)) return error.message;
  return MANAGE_TEXTS.failed;
}

/**
 * A field's first check. Each check is named for the rule it stands for: react-hook-form gives a failed check's
 * name as the error's type, which the constraint-error analytics report (§7).
 */
const filled = (value: string) => value.trim() !== '' || MANAGE_TEXTS.required;

/** Find my appointment: the confirmation code, the patient's last name and date of birth. */
export function LookupForm({ initialCode, onFound }: LookupFormProps) {
  const lookup = useLookupAppointment();
  const form = useForm<LookupFields>({
    defaultValues: { confirmCode: initialCode, lastName: '', dateOfBirth: '' },
  });
  const { register, handleSubmit, formState } = form;
  const blurAlert = useBlurValidation(form);
  const { errors, submitCount } = formState;
  const analytics = useFormAnalytics('manage', { errors, submitCount });

  const submit = handleSubmit((fields) => {
    const dateOfBirth = parseUsDate(fields.dateOfBirth);
    if (!dateOfBirth) return;
    const confirmCode = fields.confirmCode.trim();
    lookup.mutate(
      { confirmCode, lastName: fields.lastName.trim(), dateOfBirth },
      {
        onSuccess: (appointment) => {
          analytics.completed();
          onFound({ appointment, confirmCode, proof: { lastName: fields.lastName.trim(), dateOfBirth } });
        },
      },
    );
  });

  return (
    <form
      onSubmit={submit}
      noValidate
      className={styles.form}
      aria-describedby="manage-intro"
      {...combineFormHandlers(analytics.formProps, blurAlert)}
    >
      <p id="manage-intro">{MANAGE_TEXTS.intro}</p>
      {lookup.isError ? (
        <Alert name="manage-lookup-failed" variant="error">
          {lookupError(lookup.error)}
        </Alert>
      ) : null}
      <TextInput
        label={MANAGE_TEXTS.codeLabel}
        hint={MANAGE_TEXTS.codeHint}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={64}
        error={errors.confirmCode?.message}
        {...register('confirmCode', {
          validate: { required: filled, pattern: (value) => isConfirmCodeShape(value) || MANAGE_TEXTS.invalidCode },
        })}
      />
      <TextInput
        label={MANAGE_TEXTS.lastNameLabel}
        autoComplete="family-name"
        maxLength={40}
        error={errors.lastName?.message}
        {...register('lastName', { validate: { required: filled } })}
      />
      <DateInput
        label={MANAGE_TEXTS.dateOfBirthLabel}
        autoComplete="bday"
        error={errors.dateOfBirth?.message}
        {...register('dateOfBirth', {
          validate: {
            required: filled,
            dateInvalid: (value) => parseUsDate(value) !== null || MANAGE_TEXTS.invalidDate,
          },
        })}
      />
      <div className={styles.actions}>
        <Button type="submit" disabled={lookup.isPending}>
          {MANAGE_TEXTS.find}
        </Button>
        {lookup.isPending ? <Spinner size="small" label={MANAGE_TEXTS.finding} /> : null}
      </div>
    </form>
  );
}
