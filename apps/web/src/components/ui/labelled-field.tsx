import type { ReactNode } from 'react';
import { cx } from '@/lib/browser/class-names';
import { Field, type FieldControlProps } from './field';
import fieldStyles from './field.module.css';

/** What every labelled control takes besides its element's own attributes. */
export interface LabelledControlProps {
  name: string;
  /** Defaults to the name, so error summaries can link to `#name`. */
  id?: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  labelHidden?: boolean;
}

/** What the control element itself gets: its links to label, hint and error, its name and the shared look. */
export interface LabelledControlElementProps extends FieldControlProps {
  name: string;
  className: string;
}

interface LabelledFieldProps<Props extends LabelledControlProps> {
  props: Props;
  children: (control: LabelledControlElementProps, elementProps: Omit<Props, keyof LabelledControlProps>) => ReactNode;
}

/** A text input, text area or select in its field: the labelling props go to the field, the rest to the element. */
export function LabelledField<Props extends LabelledControlProps>({ props, children }: LabelledFieldProps<Props>) {
  const { name, id, label, hint, error, labelHidden, ...elementProps } = props;
  const className = cx(fieldStyles.control, error && fieldStyles.controlInvalid);
  return (
    <Field id={id ?? name} label={label} hint={hint} error={error} labelHidden={labelHidden ?? false}>
      {(control) => children({ ...control, name, className }, elementProps)}
    </Field>
  );
}
