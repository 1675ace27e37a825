import { BENEFIT_CODE_MAX_LENGTH, benefitCodeValidatePath } from '@hs/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ErrorSummary } from '@/components/ui/error-summary';
import { Spinner } from '@/components/ui/spinner';
import { TextInput } from '@/components/ui/text-input';
import { paths } from '@/config/paths';
import {
  BENEFIT_CODE_MESSAGES,
  checkEntry,
  ENTRY_PROBLEMS,
  type EntryProblem,
  entryProblem,
  type Verdict,
  verdictFrom,
} from '@/features/benefit-code/model/benefit-code-check';
import { reportCustomerFacingError } from '@/lib/analytics/customer-facing-error';
import { useFormAnalytics } from '@/lib/analytics/use-form-analytics';
import { isApiRequestError } from '@/lib/api/api-client';
import { benefitCodeValidationQuery } from '@/lib/catalog/benefit-code-validation';
import { combineFormHandlers } from '@/lib/forms/form-handlers';
import { useBlurAlert } from '@/lib/forms/use-blur-alert';
import { messageTexts } from '@/lib/i18n/message-texts';
import styles from './benefit-code-form.module.css';

const FIELD_ID = 'benefitCode';

const BENEFIT_CODE_LABELS = messageTexts({
  field: 'benefitCode.field',
  hint: 'benefitCode.hint',
  submit: 'benefitCode.submit',
  validating: 'benefitCode.validating',
});

/** One field and Continue: the code is checked with the server, then the search starts with it (§2, §4). */
export function BenefitCodeForm() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const inputRef = useRef<HTMLInputElement>(null);
  const [entry, setEntry] = useState('');
  const [fieldError, setFieldError] = useState<EntryProblem>();
  const [failedSubmits, setFailedSubmits] = useState(0);
  const [networkError, setNetworkError] = useState(false);
  const [validating, setValidating] = useState(false);
  const analytics = useFormAnalytics(FIELD_ID, {
    errors: fieldError ? { [FIELD_ID]: fieldError } : {},
    submitCount: failedSubmits,
  });

  const showFieldError = (problem: EntryProblem) => {
    setFieldError(problem);
    setFailedSubmits((count) => count + 1);
    inputRef.current?.focus();
  };
  // The blur alert (§9) shows what is wrong with the entry as it stands; the server is asked only on submit.
  const recheckEntry = () => setFieldError(entryProblem(inputRef.current?.value ?? ''));
  const blurAlert = useBlurAlert({
    check: recheckEntry,
    edited: () => {
      if (fieldError) recheckEntry();
    },
  });

  const validate = async (code: string): Promise<Verdict> => {
    try {
      return verdictFrom({ response: await queryClient.fetchQuery(benefitCodeValidationQuery(code)) });
    } catch (error) {
      const status = isApiRequestError(error) ? error.status : 0;
      const verdict = verdictFrom({ status });
      if (verdict.kind === 'network') {
        reportCustomerFacingError({
          description: 'BENEFIT_CODE_NETWORK_ERROR',
          endpoint: benefitCodeValidatePath,
          code: status,
        });
      }
      return verdict;
    }
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (validating) return;
    setNetworkError(false);
    const checked = checkEntry(entry);
    if (checked.kind !== 'check') return showFieldError(ENTRY_PROBLEMS[checked.kind]);
    setFieldError(undefined);
    setValidating(true);
    const verdict = await validate(checked.code);
    setValidating(false);
    if (verdict.kind === 'valid') {
      analytics.completed();
      navigate(paths.main(), { state: { benefitCode: verdict.benefitCode } });
    } else if (verdict.kind === 'invalid')
      showFieldError({ message: BENEFIT_CODE_MESSAGES.invalid, type: 'notAccepted' });
    else setNetworkError(true);
  };

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className={styles.form}
      aria-label={BENEFIT_CODE_LABELS.field}
      {...combineFormHandlers(analytics.formProps, blurAlert)}
    >
      <ErrorSummary
        name="benefit-code-banner"
        items={fieldError ? [{ fieldId: FIELD_ID, message: fieldError.message }] : []}
        autoFocus={false}
      />
      {networkError ? (
        <Alert name="benefit-code-network-error" variant="error">
          {BENEFIT_CODE_MESSAGES.network}
        </Alert>
      ) : null}
      <TextInput
        ref={inputRef}
        name={FIELD_ID}
        label={BENEFIT_CODE_LABELS.field}
        hint={BENEFIT_CODE_LABELS.hint}
        value={entry}
        onChange={(event) => setEntry(event.target.value)}
        error={fieldError?.message}
        maxLength={BENEFIT_CODE_MAX_LENGTH}
        width="medium"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
      />
      {/* Stays enabled (and focusable) while checking; a second press is ignored above. */}
      <Button type="submit" aria-disabled={validating || undefined} className={styles.submit}>
        {BENEFIT_CODE_LABELS.submit}
        {validating ? <Spinner size="small" label={BENEFIT_CODE_LABELS.validating} className={styles.spinner} /> : null}
      </Button>
    </form>
  );
}
