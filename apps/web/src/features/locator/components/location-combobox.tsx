import type { LocationPrediction } from '@hs/contracts';
import { useCombobox } from 'downshift';
import { type KeyboardEvent, useEffect, useId, useRef } from 'react';
import fieldStyles from '@/components/ui/field.module.css';
import { LOCATOR_TEXTS } from '@/features/locator/model/locator-texts';
import { cx } from '@/lib/browser/class-names';
import styles from './locator.module.css';

export interface LocationComboboxProps {
  value: string;
  onChange: (text: string) => void;
  predictions: readonly LocationPrediction[];
  /** A prediction was chosen: the search runs at once. */
  onPick: (description: string) => void;
  error?: string;
}

const descriptionOf = (prediction: LocationPrediction | null) => prediction?.description ?? '';

/**
 * The 'Find a Clinic' field with typeahead predictions (§2), as the ARIA combobox pattern has it (Downshift):
 * arrow keys move through the list, Enter picks, Escape closes it and keeps the text; free text is allowed,
 * since a ZIP code needs none. The list opens below the field, in the page: nothing else is hidden from
 * assistive technology while it is open, so the header's links and the rest stay where a screen reader expects.
 */
export function LocationCombobox({ value, onChange, predictions, onPick, error }: LocationComboboxProps) {
  const inputId = useId();
  const errorId = useId();
  const input = useRef<HTMLInputElement>(null);
  // Escape closes the list until the visitor types again, whatever predictions arrive meanwhile.
  const closedByEscape = useRef(false);
  const items = [...predictions];
  const { isOpen, highlightedIndex, getLabelProps, getInputProps, getMenuProps, getItemProps, openMenu, closeMenu } =
    useCombobox({
      items,
      inputId,
      itemToString: descriptionOf,
      // The field owns its text, as a native input does (a controlled one drops keys typed during a render); the
      // form hears every change.
      initialInputValue: value,
      // Each pick is news, even of the prediction picked before.
      selectedItem: null,
      onInputValueChange: ({ inputValue }) => onChange(inputValue ?? ''),
      onSelectedItemChange: ({ selectedItem }) => {
        if (selectedItem) onPick(selectedItem.description);
      },
      // Leaving the field keeps what was typed: only Enter or a click picks a prediction.
      stateReducer: (state, { type, changes }) => {
        if (type === useCombobox.stateChangeTypes.InputKeyDownEscape) closedByEscape.current = true;
        if (type === useCombobox.stateChangeTypes.InputChange) closedByEscape.current = false;
        return type === useCombobox.stateChangeTypes.InputBlur
          ? { ...changes, selectedItem: state.selectedItem, inputValue: state.inputValue }
          : changes;
      },
    });
  const shown = isOpen && items.length > 0;

  // Predictions arrive after the keystroke that asked for them: they open the list while the visitor is in the field.
  useEffect(() => {
    if (predictions.length > 0 && document.activeElement === input.current && !closedByEscape.current) openMenu();
  }, [predictions, openMenu]);

  return (
    <div className={cx(styles.combobox, error && fieldStyles.fieldInvalid)}>
      <label {...getLabelProps({ className: fieldStyles.label })} htmlFor={inputId}>
        {LOCATOR_TEXTS.fieldLabel}
      </label>
      <input
        {...getInputProps({
          ref: input,
          // Enter with no prediction chosen searches for the text, as in a plain field: the form submits.
          onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => {
            if (event.key !== 'Enter' || highlightedIndex >= 0) return;
            (event.nativeEvent as Event & { preventDownshiftDefault?: boolean }).preventDownshiftDefault = true;
            closeMenu();
          },
          className: cx(fieldStyles.control, error && fieldStyles.controlInvalid),
          placeholder: LOCATOR_TEXTS.placeholder,
          maxLength: 100,
          autoComplete: 'off',
          name: 'searchText',
          'aria-invalid': error ? true : undefined,
          'aria-describedby': error ? errorId : undefined,
        })}
      />
      {error ? (
        <p id={errorId} className={cx(fieldStyles.error, styles.error)}>
          {error}
        </p>
      ) : null}
      <ul {...getMenuProps({ className: styles.popover, hidden: !shown })}>
        {shown
          ? items.map((prediction, index) => (
              <li
                key={prediction.description}
                {...getItemProps({ item: prediction, index })}
                className={cx(styles.option, highlightedIndex === index && styles.highlighted)}
              >
                {prediction.description}
              </li>
            ))
          : null}
      </ul>
    </div>
  );
}
