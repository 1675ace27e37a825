import styles from './checkboxes.module.css';
import { ChoiceGroup, type ChoiceGroupProps } from './choice-group';

export type { ChoiceInputProps, ChoiceOption } from './choice-group';
export type CheckboxesProps = ChoiceGroupProps;

/**
 * Any number of choices from a list. With react-hook-form, spread `register(name)` into `inputProps`:
 * the field's value is then the array of checked values.
 */
export function Checkboxes(props: CheckboxesProps) {
  return <ChoiceGroup {...props} type="checkbox" inputClassName={styles.checkbox} />;
}
