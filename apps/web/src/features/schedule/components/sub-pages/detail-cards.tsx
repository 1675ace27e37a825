import type { MedicalQuestion } from '@hs/content';
import { useEffect } from 'react';
import { type Control, type FieldErrors, type FieldValues, type UseFormRegister, useFieldArray } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { DateInput } from '@/components/ui/date-input';
import { TextInput } from '@/components/ui/text-input';
import { errorAt } from '@/features/schedule/components/address-fields';
import { controlByPath, registerByPath } from '@/features/schedule/components/form-paths';
import styles from '@/features/schedule/components/form-sections.module.css';
import {
  EMPTY_DETAIL_CARD,
  MAX_DETAIL_CARDS,
  type MedicalInformationValues,
} from '@/features/schedule/model/medical-information-schema';
import { translate } from '@/lib/i18n/i18n';

type CardsDetail = Extract<NonNullable<MedicalQuestion['detail']>, { kind: 'cards' }>;

export interface DetailCardsProps {
  detail: CardsDetail;
  control: Control<MedicalInformationValues>;
  register: UseFormRegister<MedicalInformationValues>;
  errors: FieldErrors<MedicalInformationValues>;
}

/** Cards of name, date (and dose) under a 'yes', e.g. each recent vaccine; one is there to start with. */
export function DetailCards({ detail, control, register, errors }: DetailCardsProps) {
  // The card lists are keyed by content (a record), which react-hook-form's path types cannot follow.
  const { fields, append, remove } = useFieldArray({
    control: controlByPath(control),
    name: `cards.${detail.field}`,
  });
  useEffect(() => {
    if (fields.length === 0) append(EMPTY_DETAIL_CARD, { shouldFocus: false });
  }, [fields.length, append]);
  const loose = registerByPath(register);
  const error = (path: string) => errorAt(errors as FieldErrors<FieldValues>, path);
  return (
    <fieldset className={styles.section}>
      <legend className={styles.sectionHeading}>{detail.legend}</legend>
      {fields.map((field, index) => {
        const at = `cards.${detail.field}.${index}`;
        const number = fields.length > 1 ? ` ${index + 1}` : '';
        return (
          <div key={field.id} className={styles.card}>
            <TextInput {...loose(`${at}.name`)} label={`${detail.nameLabel}${number}`} error={error(`${at}.name`)} />
            <DateInput
              {...loose(`${at}.lastTakenDate`)}
              label={translate('schedule.detailCard.date', { number })}
              hint={translate('ui.datePlaceholder')}
              error={error(`${at}.lastTakenDate`)}
            />
            {detail.withDose ? (
              <TextInput
                {...loose(`${at}.dose`)}
                label={translate('schedule.detailCard.dose', { number })}
                width="medium"
                error={error(`${at}.dose`)}
              />
            ) : null}
            {fields.length > 1 ? (
              <Button variant="link" onClick={() => remove(index)}>
                {translate('schedule.detailCard.remove', { name: detail.nameLabel.toLowerCase(), number })}
              </Button>
            ) : null}
          </div>
        );
      })}
      {fields.length < MAX_DETAIL_CARDS ? (
        <div className={styles.cardActions}>
          <Button variant="secondary" onClick={() => append(EMPTY_DETAIL_CARD)}>
            {translate('schedule.addAnother')}
          </Button>
        </div>
      ) : null}
    </fieldset>
  );
}
