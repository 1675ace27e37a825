import type { LicensureState } from '@hs/contracts';
import { MAX_LENGTHS } from '@hs/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ChangeEvent } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Checkboxes } from '@/components/ui/checkboxes';
import { DateInput } from '@/components/ui/date-input';
import { Radios } from '@/components/ui/radios';
import { Select } from '@/components/ui/select';
import { TextInput } from '@/components/ui/text-input';
import { type Answers, chosenValues } from '@/features/prescreen/model/answers';
import { formatMedicareId } from '@/features/prescreen/model/medicare-id';
import { visibleOptions } from '@/features/prescreen/model/prescreen-steps';
import type { QuestionContext, TimeZoneOption } from '@/features/prescreen/model/question-errors';
import type { ResolvedQuestion } from '@/features/prescreen/model/resolved-prescreen';
import { stateOptions } from '@/lib/clinics/state-names';
import { useDirectoryWords } from '@/lib/directory/directory-words';
import { translate } from '@/lib/i18n/i18n';
import { OptionNotices } from './option-notices';
import styles from './prescreen.module.css';

export interface QuestionFieldProps {
  question: ResolvedQuestion;
  form: UseFormReturn<Answers>;
  context: QuestionContext;
  licensure?: UseQueryResult<LicensureState[]> | undefined;
  timeZones?: readonly TimeZoneOption[] | undefined;
}

/** One prescreen question, drawn by its type with the shared form controls. */
export function QuestionField({ question, form, context, licensure, timeZones }: QuestionFieldProps) {
  const { register, formState, watch, trigger, setValue } = form;
  const rawError = formState.errors[question.id]?.message;
  const error = typeof rawError === 'string' ? rawError : undefined;
  const value = watch(question.id);
  const common = { hint: question.hint, error };
  const sayDirectoryWord = useDirectoryWords();

  switch (question.type) {
    case 'choice': {
      const options = visibleOptions(question.options, context.earlierAnswers, context.optionsOf);
      // A refused answer (e.g. Medicaid 'Yes') is explained as soon as it is chosen, not only on submit.
      const checkAtOnce = options.some((option) => option.rejectMessage);
      const registered = register(question.id, {
        onChange: () => (checkAtOnce ? trigger(question.id) : undefined),
      });
      const chosen = options.filter((option) => chosenValues(value).includes(option.value));
      return (
        <div className={styles.question}>
          {question.control === 'dropdown' ? (
            <Select
              {...registered}
              {...common}
              label={question.label}
              placeholder={question.placeholder}
              options={options.map((option) => ({ value: option.value, label: option.label }))}
            />
          ) : (
            <Radios
              {...common}
              name={question.id}
              legend={question.label}
              inline={question.control === 'yesNo'}
              options={options.map((option) => ({ value: option.value, label: option.label, hint: option.hint }))}
              inputProps={registered}
            />
          )}
          <OptionNotices notices={chosen.flatMap((option) => (option.notice ? [option.notice] : []))} />
        </div>
      );
    }
    case 'vaccineSelection':
      return (
        <div className={styles.question}>
          <Checkboxes
            {...common}
            name={question.id}
            legend={question.label}
            // The vaccines are the directory's services, named in the language shown; the rules read their names.
            options={question.options.map((option) => ({
              value: option.value,
              label: sayDirectoryWord(option.label).text,
            }))}
            inputProps={register(question.id)}
          />
        </div>
      );
    case 'medicareId': {
      const registered = register(question.id);
      const onChange = (event: ChangeEvent<HTMLInputElement>) => {
        // §5: typed characters are grouped 4-3-4 as they are entered.
        const formatted = formatMedicareId(event.target.value);
        setValue(question.id, formatted, { shouldValidate: formState.isSubmitted, shouldDirty: true });
      };
      return (
        <TextInput
          {...registered}
          {...common}
          onChange={onChange}
          label={question.label}
          maxLength={MAX_LENGTHS.medicareId}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          width="medium"
        />
      );
    }
    case 'licensureState': {
      if (licensure?.isError)
        return (
          <Alert name="licensure-load-failure" variant="error">
            {question.loadErrorMessage}
          </Alert>
        );
      const states = licensure?.data ?? [];
      return (
        <Select
          {...register(question.id, { onChange: () => trigger(question.id) })}
          {...common}
          label={question.label}
          placeholder={licensure?.isPending ? translate('prescreen.fetchingValues') : question.placeholder}
          aria-busy={licensure?.isPending || undefined}
          options={stateOptions(states.map((state) => state.code))}
        />
      );
    }
    case 'timeZone':
      return (
        <Select
          {...register(question.id)}
          {...common}
          label={question.label}
          placeholder={timeZones ? question.placeholder : translate('prescreen.fetchingValues')}
          options={(timeZones ?? []).map((zone) => ({ value: zone.code, label: zone.label }))}
        />
      );
    case 'appointmentDate':
      return <DateInput {...register(question.id)} {...common} label={question.label} />;
  }
}
