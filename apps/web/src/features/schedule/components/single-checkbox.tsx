import type { ReactNode } from 'react';
import checkboxStyles from '@/components/ui/checkboxes.module.css';
import type { ChoiceInputProps } from '@/components/ui/choice-group';
import choiceStyles from '@/components/ui/choice-group.module.css';
import { cx } from '@/lib/browser/class-names';

export interface SingleCheckboxProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  /** react-hook-form's `register(name)`: a lone box without a value attribute gives true or false. */
  inputProps: ChoiceInputProps;
}

/** One optional yes/no box (e.g. texting consent) with its label beside it and a hint under it. */
export function SingleCheckbox({ id, label, hint, inputProps }: SingleCheckboxProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className={cx(choiceStyles.item, choiceStyles.group)}>
      <input
        {...inputProps}
        id={id}
        type="checkbox"
        aria-describedby={hintId}
        className={cx(choiceStyles.input, checkboxStyles.checkbox)}
      />
      <label htmlFor={id} className={choiceStyles.label}>
        {label}
      </label>
      {hint ? (
        <div id={hintId} className={choiceStyles.itemHint}>
          {hint}
        </div>
      ) : null}
    </div>
  );
}
