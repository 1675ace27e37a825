import { ChoiceGroup, type ChoiceGroupProps } from './choice-group';
import styles from './radios.module.css';

export type { ChoiceInputProps, ChoiceOption } from './choice-group';
export type RadiosProps = ChoiceGroupProps;

/** One choice from a short list, e.g. Yes/No questions; arrow keys move between options natively. */
export function Radios(props: RadiosProps) {
  return <ChoiceGroup {...props} type="radio" inputClassName={styles.radio} />;
}
