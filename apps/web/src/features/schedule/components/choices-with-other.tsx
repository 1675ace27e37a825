import type { FocusEvent } from 'react';
import type { FieldErrors, FieldValues, Path, PathValue, UseFormRegisterReturn, UseFormReturn } from 'react-hook-form';
import { Checkboxes, type ChoiceOption } from '@/components/ui/checkboxes';
import { TextInput } from '@/components/ui/text-input';
import { asChoices, hasOther, OTHER_CHOICE } from '@/features/schedule/model/choice-list';
import { errorAt } from './address-fields';
import styles from './form-sections.module.css';

/** The options of a checklist, with the Other box last when the list has one. */
function withOtherOption(options: readonly string[], otherLabel: string | undefined): ChoiceOption[] {
  const named = options.map((option) => ({ value: option, label: option }));
  return otherLabel ? [...named, { value: OTHER_CHOICE, label: otherLabel }] : named;
}

interface OtherTextProps {
  registration: UseFormRegisterReturn;
  label: string;
  error: string | undefined;
  /** §5: the text is trimmed when the field is left. */
  onTrim: (value: string) => void;
}

/** The text an Other box asks for, shown under the list once Other is ticked. */
function OtherText({ registration, label, error, onTrim }: OtherTextProps) {
  return (
    <div className={styles.reveal}>
      <TextInput
        {...registration}
        label={label}
        error={error}
        onBlur={async (event: FocusEvent<HTMLInputElement>) => {
          onTrim(event.target.value.trim());
          await registration.onBlur(event);
        }}
      />
    </div>
  );
}

export interface ChoicesWithOtherProps<T extends FieldValues> {
  form: UseFormReturn<T>;
  /** The checked options. */
  name: Path<T>;
  /** The text an Other box asks for. */
  otherName: Path<T>;
  legend: string;
  hint?: string | undefined;
  options: readonly string[];
  /** Lists without these have no Other box. */
  otherLabel?: string | undefined;
  otherTextLabel?: string | undefined;
}

/** A checklist whose Other box, once ticked, asks what the other is. */
export function ChoicesWithOther<T extends FieldValues>({
  form,
  name,
  otherName,
  legend,
  hint,
  options,
  otherLabel,
  otherTextLabel,
}: ChoicesWithOtherProps<T>) {
  const { register, watch, setValue, formState } = form;
  const errors = formState.errors as FieldErrors<FieldValues>;
  const otherTicked = hasOther(asChoices(watch(name)));
  return (
    <>
      <Checkboxes
        name={name}
        legend={legend}
        hint={hint}
        options={withOtherOption(options, otherLabel)}
        inputProps={register(name, { deps: [otherName] })}
        error={errorAt(errors, name)}
      />
      {otherTicked && otherTextLabel ? (
        <OtherText
          registration={register(otherName)}
          label={otherTextLabel}
          error={errorAt(errors, otherName)}
          onTrim={(value) =>
            setValue(otherName, value as PathValue<T, Path<T>>, { shouldValidate: formState.isSubmitted })
          }
        />
      ) : null}
    </>
  );
}
