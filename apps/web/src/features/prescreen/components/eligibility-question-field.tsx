import type { EligibilityQuestion } from '@hs/content';
import type { ReactNode } from 'react';
import type { UseFormRegister } from 'react-hook-form';
import { DateInput } from '@/components/ui/date-input';
import { Radios } from '@/components/ui/radios';
import { Select } from '@/components/ui/select';
import { answerWarnings, chosenOption, type EligibilityAnswers } from '@/features/prescreen/model/eligibility';
import { translate } from '@/lib/i18n/i18n';
import { OptionNotices } from './option-notices';
import styles from './prescreen.module.css';

export interface EligibilityQuestionFieldProps {
  question: EligibilityQuestion;
  register: UseFormRegister<EligibilityAnswers>;
  answer: string | undefined;
  error: string | undefined;
}

/** One eligibility question by its type (§3): date, radio, yesNo, dropdown or criteriaDropdown. */
export function EligibilityQuestionField({ question, register, answer, error }: EligibilityQuestionFieldProps) {
  const options = (question.options ?? []).map((option) => ({ value: option.value, label: option.label }));
  const warnings = answerWarnings(chosenOption(question, answer)).map((warning) => ({
    type: warning.blocking ? ('error' as const) : ('warning' as const),
    text: warning.message,
  }));
  const common = { hint: question.hint, error };
  let control: ReactNode;
  if (question.type === 'date') {
    control = <DateInput {...register(question.id)} {...common} label={question.label} />;
  } else if (question.type === 'dropdown' || question.type === 'criteriaDropdown') {
    control = (
      <Select
        {...register(question.id)}
        {...common}
        label={question.label}
        placeholder={question.placeholder ?? translate('prescreen.choose')}
        options={options}
      />
    );
  } else {
    control = (
      <Radios
        {...common}
        name={question.id}
        legend={question.label}
        inline={question.type === 'yesNo'}
        options={options}
        inputProps={register(question.id)}
      />
    );
  }
  return (
    <div className={styles.question}>
      {control}
      <OptionNotices notices={warnings} />
    </div>
  );
}
