import type { LocationPrediction } from '@hs/contracts';
import { ComboBox, FieldError, Input, Label, ListBox, ListBoxItem, Popover } from 'react-aria-components';
import { LOCATOR_TEXTS } from '@/features/locator/model/locator-texts';
import { cx } from '@/lib/class-names';
import styles from './locator.module.css';

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
      className={cx(styles.combobox, error && styles.comboboxInvalid)}
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
      <Label className={styles.label}>{LOCATOR_TEXTS.fieldLabel}</Label>
      <Input className={styles.input} placeholder={LOCATOR_TEXTS.placeholder} maxLength={100} autoComplete="off" />
      <FieldError className={styles.error}>{error}</FieldError>
      <Popover className={styles.popover} offset={4}>
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
