import { highestMinimumAgeMonths } from '@hs/domain';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Checkboxes, type ChoiceInputProps } from '@/components/ui/checkboxes';
import { DateInput } from '@/components/ui/date-input';
import { type IsoDate, localIsoDate, parseUsDate } from '@/lib/dates/us-date';
import { JOIN_TEXTS } from './waitlist-join-texts';

/** The date of birth box's check: filled in, and a real day typed as mm/dd/yyyy, not after today. */
export function checkDateOfBirth(value: string): true | string {
  if (value.trim() === '') return JOIN_TEXTS.required;
  const date = parseUsDate(value);
  return (date !== null && date <= localIsoDate()) || JOIN_TEXTS.invalidDate;
}

/** The date of birth to send: only for a patient said to be younger than the highest minimum age. */
export const dateOfBirthToSend = (fields: { young: string[]; dateOfBirth: string }): IsoDate | null =>
  fields.young.length > 0 ? parseUsDate(fields.dateOfBirth) : null;

/**
 * The one question about the patient "notify me" asks (decision 065): whether they are younger than the highest
 * minimum age (§9), and only then their date of birth, so that no time is offered they could not be booked for.
 */
export function WaitlistAgeFields({
  youngProps,
  dateOfBirthProps,
  error,
}: {
  youngProps: ChoiceInputProps;
  /** The date's box, registered while the patient is said to be young; null otherwise. */
  dateOfBirthProps: UseFormRegisterReturn | null;
  error: string | undefined;
}) {
  return (
    <>
      <Checkboxes
        name="young"
        id="waitlist-young"
        legend={JOIN_TEXTS.ageLegend}
        options={[{ value: 'yes', label: JOIN_TEXTS.youngPatient(highestMinimumAgeMonths()) }]}
        inputProps={youngProps}
      />
      {dateOfBirthProps ? (
        <DateInput
          id="waitlist-date-of-birth"
          label={JOIN_TEXTS.dateOfBirthLabel}
          hint={JOIN_TEXTS.dateOfBirthHint}
          autoComplete="bday"
          error={error}
          {...dateOfBirthProps}
        />
      ) : null}
    </>
  );
}
