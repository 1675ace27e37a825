import type { Ref, TextareaHTMLAttributes } from 'react';
import { cx } from '@/lib/browser/class-names';
import { type LabelledControlProps, LabelledField } from './labelled-field';
import styles from './text-area.module.css';

export interface TextAreaProps
  extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'name' | 'children'>,
    LabelledControlProps {
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled multi-line text box for free-text answers. Works with react-hook-form's `register`. */
export function TextArea({ rows = 4, className, ref, ...props }: TextAreaProps) {
  return (
    <LabelledField props={props}>
      {(control, textAreaProps) => (
        <textarea
          {...textAreaProps}
          {...control}
          ref={ref}
          rows={rows}
          className={cx(control.className, styles.textArea, className)}
        />
      )}
    </LabelledField>
  );
}
