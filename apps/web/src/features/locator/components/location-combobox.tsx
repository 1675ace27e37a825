import type { LocationPrediction } from '@hs/contracts';
import { useContext, useEffect } from 'react';
import {
  ComboBox,
  ComboBoxStateContext,
  FieldError,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
} from 'react-aria-components';
import fieldStyles from '@/components/ui/field.module.css';
import { LOCATOR_TEXTS } from '@/features/locator/model/locator-texts';
import { cx } from '@/lib/browser/class-names';
import styles from './locator.module.css';
import { markPressableStyleShipped } from './pressable-style';

markPressableStyleShipped();

export interface LocationComboboxProps {
  value: string;
  onChange: (text: string) => void;
  predictions: readonly LocationPrediction[];
  /** A prediction was chosen: the search runs at once. */
  onPick: (description: string) => void;
  error?: string;
}

/**
 * The 'Find a Clinic' field with typeahead predictions (§2). React Aria's combobox gives arrow keys, Enter
 * and Escape, and announces how many options there are; free text is allowed, since a ZIP code needs none.
 */
export function LocationCombobox({ value, onChange, predictions, onPick, error }: LocationComboboxProps) {
  return (
    <ComboBox
      className={cx(styles.combobox, error && fieldStyles.fieldInvalid)}
      allowsCustomValue
      allowsEmptyCollection={false}
      menuTrigger="input"
      inputValue={value}
      onInputChange={onChange}
      items={predictions}
      onSelectionChange={(key) => {
        if (key !== null) onPick(String(key));
      }}
      isInvalid={Boolean(error)}
      name="searchText"
    >
      <Label className={fieldStyles.label}>{LOCATOR_TEXTS.fieldLabel}</Label>
      <Input
        className={cx(fieldStyles.control, error && fieldStyles.controlInvalid)}
        placeholder={LOCATOR_TEXTS.placeholder}
        maxLength={100}
        autoComplete="off"
      />
      <FieldError className={cx(fieldStyles.error, styles.error)}>{error}</FieldError>
      <OpenOnArrival predictions={predictions} />
      {/* Non-modal: focus stays in the field, so the page around it stays available to screen readers. */}
      <Popover className={styles.popover} offset={4} isNonModal>
        <ListBox className={styles.options}>
          {(prediction: LocationPrediction) => (
            <ListBoxItem id={prediction.description} className={styles.option} textValue={prediction.description}>
              {prediction.description}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}

/**
 * Predictions arrive after the keystroke that asked for them, when the combobox has already decided there
 * was nothing to show; this opens the list for them while the visitor is still in the field.
 */
function OpenOnArrival({ predictions }: { predictions: readonly LocationPrediction[] }) {
  const state = useContext(ComboBoxStateContext);
  useEffect(() => {
    if (state && predictions.length > 0 && state.isFocused && !state.isOpen) state.open(null, 'input');
    // Only new predictions open the list: a list closed with Escape stays closed.
  }, [predictions]);
  return null;
}
