import { useId } from 'react';
import type { UseFormRegister } from 'react-hook-form';
import choiceStyles from '@/components/ui/choice-group.module.css';
import fieldStyles from '@/components/ui/field.module.css';
import { describedByFor, FieldError, hintIdFor } from '@/components/ui/field-error';
import type { PatientDetailsValues } from '@/features/schedule/model/patient-details-schema';
import { cx } from '@/lib/browser/class-names';
import { translate } from '@/lib/i18n/i18n';
import styles from './form-sections.module.css';

const PARTS = [
  {
    name: 'dobMonth',
    label: 'schedule.dob.month',
    placeholder: 'schedule.dob.monthPlaceholder',
    maxLength: 2,
    autoComplete: 'bday-month',
  },
  {
    name: 'dobDay',
    label: 'schedule.dob.day',
    placeholder: 'schedule.dob.dayPlaceholder',
    maxLength: 2,
    autoComplete: 'bday-day',
  },
  {
    name: 'dobYear',
    label: 'schedule.dob.year',
    placeholder: 'schedule.dob.yearPlaceholder',
    maxLength: 4,
    autoComplete: 'bday-year',
  },
] as const;

export interface DateOfBirthFieldsProps {
  register: UseFormRegister<PatientDetailsValues>;
  error: string | undefined;
  hint: string;
}

/**
 * Date of birth as three boxes (MM, DD, YYYY), GOV.UK style: easier to type and to read back than one box.
 * The date's one error sits under the group; the summary links to the month box.
 */
export function DateOfBirthFields({ register, error, hint }: DateOfBirthFieldsProps) {
  const groupId = 'dobMonth';
  const legendId = useId();
  return (
    <fieldset
      // One field for the blur alert: its error sits on the month box (see the schema).
      data-field-group={groupId}
      className={cx(choiceStyles.group, error && choiceStyles.groupInvalid)}
      aria-describedby={describedByFor(groupId, true, Boolean(error))}
    >
      <legend id={legendId} className={choiceStyles.legend}>
        {translate('schedule.field.dateOfBirth')}
      </legend>
      <div id={hintIdFor(groupId)} className={choiceStyles.hint}>
        {hint}
      </div>
      <div className={styles.dateParts}>
        {PARTS.map((part) => (
          <div key={part.name} className={styles.datePart}>
            <label htmlFor={part.name} className={styles.datePartLabel}>
              {translate(part.label)}
            </label>
            <input
              {...register(part.name, { deps: PARTS.map((p) => p.name).filter((name) => name !== part.name) })}
              id={part.name}
              type="text"
              inputMode="numeric"
              placeholder={translate(part.placeholder)}
              maxLength={part.maxLength}
              autoComplete={part.autoComplete}
              aria-invalid={error ? true : undefined}
              className={cx(
                fieldStyles.control,
                error && fieldStyles.controlInvalid,
                part.name === 'dobYear' ? styles.datePartYear : styles.datePartInput,
              )}
            />
          </div>
        ))}
      </div>
      <FieldError id={groupId} message={error} />
    </fieldset>
  );
}
