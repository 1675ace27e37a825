import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { cx } from '@/lib/browser/class-names';
import styles from './choice-group.module.css';
import { describedByFor, FieldError, hintIdFor } from './field-error';

export interface ChoiceOption {
  value: string;
  label: ReactNode;
  hint?: ReactNode;
  disabled?: boolean;
}

/** Props shared by every input of the group, e.g. react-hook-form's `register(name)` result. */
export type ChoiceInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value' | 'id'> & {
  ref?: Ref<HTMLInputElement>;
};

export interface ChoiceGroupProps {
  name: string;
  /** Prefix of the ids; the first input gets exactly this id so error summaries can link to it. */
  id?: string;
  legend: ReactNode;
  /** Makes the legend the page heading, as GOV.UK does for one-question pages. */
  legendAsHeading?: boolean;
  hint?: ReactNode;
  error?: string | undefined;
  options: readonly ChoiceOption[];
  inputProps?: ChoiceInputProps;
  inline?: boolean;
}

/** A fieldset with legend, hint and error around a list of radios or checkboxes. */
export function ChoiceGroup({
  type,
  name,
  id,
  legend,
  legendAsHeading,
  hint,
  error,
  options,
  inputProps,
  inline,
  inputClassName,
}: ChoiceGroupProps & { type: 'radio' | 'checkbox'; inputClassName?: string | undefined }) {
  const groupId = id ?? name;
  const optionId = (index: number) => (index === 0 ? groupId : `${groupId}-${index + 1}`);
  return (
    <fieldset
      className={cx(styles.group, error && styles.groupInvalid)}
      aria-describedby={describedByFor(groupId, Boolean(hint), Boolean(error))}
    >
      <legend className={cx(styles.legend, legendAsHeading && styles.legendHeading)}>
        {legendAsHeading ? (
          <h1 tabIndex={-1} className={styles.legendTitle}>
            {legend}
          </h1>
        ) : (
          legend
        )}
      </legend>
      {hint ? (
        <div id={hintIdFor(groupId)} className={styles.hint}>
          {hint}
        </div>
      ) : null}
      <div className={cx(styles.items, inline && styles.inline)}>
        {options.map((option, index) => {
          const itemHintId = option.hint ? `${optionId(index)}-item-hint` : undefined;
          return (
            <div className={styles.item} key={option.value}>
              <input
                {...inputProps}
                id={optionId(index)}
                name={name}
                type={type}
                value={option.value}
                disabled={option.disabled ?? inputProps?.disabled}
                aria-describedby={itemHintId}
                aria-invalid={error ? true : undefined}
                className={cx(styles.input, inputClassName)}
              />
              <label htmlFor={optionId(index)} className={styles.label}>
                {option.label}
              </label>
              {option.hint ? (
                <div id={itemHintId} className={styles.itemHint}>
                  {option.hint}
                </div>
              ) : null}
            </div>
          );
        })}
      </div>
      <FieldError id={groupId} message={error} />
    </fieldset>
  );
}
