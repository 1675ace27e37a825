import type { AnalyticsField, AnalyticsForm, AnalyticsRule } from '@hs/contracts';
import { type FocusEvent, type FormEvent, useCallback, useEffect, useRef } from 'react';
import { analyticsEvent, sendAnalyticsEvents } from './analytics';
import { flowActionCount } from './analytics-flow';
import { analyticsFieldName } from './analytics-names';
import { type ConstraintError, constraintErrorsOf } from './constraint-errors';

export interface FormAnalyticsOptions {
  /** The form's errors after a submit (react-hook-form's formState.errors or the like). */
  errors?: Parameters<typeof constraintErrorsOf>[0];
  /** Grows with each submit: a failed one reports its errors once. */
  submitCount?: number;
  /** The rule a message stands for, for resolvers that leave the error's type empty. */
  ruleForMessage?: (message: string) => AnalyticsRule | undefined;
}

/**
 * A form's analytics (§7): user-constraint-error for each rule a submit broke, and form-field-abandonment with
 * the last field the visitor touched when they leave the page half-filled, by a route change or by hiding the
 * page (tab closed, another site). Names only: the field's name attribute, never its value.
 *
 * Spread `formProps` on the <form>. A form the flow went on from (a start or continue recorded after its last
 * touch) was finished, not left; a form outside the flow calls `completed()` once its submit succeeds.
 */
export function useFormAnalytics(
  form: AnalyticsForm,
  { errors, submitCount = 0, ruleForMessage }: FormAnalyticsOptions = {},
) {
  const lastField = useRef<AnalyticsField | undefined>(undefined);
  const touchedAt = useRef(0);
  const done = useRef(false);

  const touch = useCallback((event: FormEvent<HTMLFormElement> | FocusEvent<HTMLFormElement>) => {
    const name = analyticsFieldName(event.target);
    if (!name) return;
    lastField.current = name;
    touchedAt.current = flowActionCount();
    done.current = false;
  }, []);

  useEffect(() => {
    // The browser's own location: by the time a route change unmounts the form it already shows the new path.
    const mountedOn = window.location.pathname;
    const report = (beacon: boolean) => {
      const fieldName = lastField.current;
      if (!fieldName || done.current || flowActionCount() !== touchedAt.current) return;
      lastField.current = undefined;
      sendAnalyticsEvents([analyticsEvent('form-field-abandonment', { form, fieldName })], { beacon });
    };
    const onPageHide = () => report(true);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      // Only a route change leaves the form: a sub-page giving way to the next on the same page does not.
      if (window.location.pathname !== mountedOn) report(false);
    };
  }, [form]);

  const ruleRef = useRef(ruleForMessage);
  ruleRef.current = ruleForMessage;
  const errorsRef = useRef(errors);
  errorsRef.current = errors;
  useEffect(() => {
    if (submitCount === 0 || !errorsRef.current) return;
    const broken: ConstraintError[] = constraintErrorsOf(errorsRef.current, ruleRef.current);
    sendAnalyticsEvents(broken.map((error) => analyticsEvent('user-constraint-error', { form, ...error })));
  }, [form, submitCount]);

  return {
    formProps: { onChange: touch, onBlur: touch },
    completed: useCallback(() => {
      done.current = true;
    }, []),
  };
}
