import type { FocusEvent } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { ChoiceOption } from '../../../components/ui/choice-group';
import { TextInput } from '../../../components/ui/text-input';
import { OTHER_CHOICE } from '../model/choice-list';
import styles from './form-sections.module.css';

/** The options of a checklist, with the Other box last when the list has one. */
export function withOtherOption(options: readonly string[], otherLabel: string | undefined): ChoiceOption[] {
  const named = options.map((option) => ({ value: option, label: option }));
  return otherLabel ? [...named, { value: OTHER_CHOICE, label: otherLabel }] : named;
}

export interface OtherTextProps {
  registration: UseFormRegisterReturn;
  label: string;
  error: string | undefined;
  /** §5: the text is trimmed when the field is left. */
  onTrim: (value: string) => void;
}

/** The text an Other box asks for, shown under the list once Other is ticked. */
export function OtherText({ registration, label, error, onTrim }: OtherTextProps) {
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
