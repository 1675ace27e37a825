import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { type BlurAlertFormProps, useBlurAlert } from './use-blur-alert';

export type BlurValidatedForm<T extends FieldValues> = Pick<
  UseFormReturn<T>,
  'trigger' | 'getFieldState' | 'formState'
>;

/**
 * The blur alert (§9) for a react-hook-form form: a field left after editing is validated BLUR_ALERT_DELAY_MS
 * later. Until the first submit, a field showing such an error is validated again as the visitor types, so
 * correcting it clears the message at once; after a submit the form's own re-validation does that.
 */
export function useBlurValidation<T extends FieldValues>(form: BlurValidatedForm<T>): BlurAlertFormProps {
  const { trigger, getFieldState } = form;
  const submitted = form.formState.submitCount > 0;
  return useBlurAlert({
    // The names come from the controls, which react-hook-form registered under these paths.
    check: (names) => void trigger(names as FieldPath<T>[]),
    edited: (name) => {
      if (!submitted && getFieldState(name as FieldPath<T>).error) void trigger(name as FieldPath<T>);
    },
  });
}
