import { type AnalyticsRule, BENEFIT_CODE_MAX_LENGTH, type BenefitCodeResponse } from '@hs/contracts';
import { messageTexts } from '@/lib/i18n/message-texts';

/** §5 and §8 texts of the benefit code screen, word for word. */
export const BENEFIT_CODE_MESSAGES = messageTexts({
  required: 'benefitCode.required',
  invalid: 'benefitCode.invalid',
  network: 'benefitCode.network',
});

const CODE_PATTERN = /^[A-Za-z0-9_-]+$/;

/** What the field holds before anything is sent: nothing, something that cannot be a code, or a code to check. */
export type EntryCheck = { kind: 'required' } | { kind: 'invalid' } | { kind: 'check'; code: string };

export function checkEntry(entry: string): EntryCheck {
  const code = entry.trim();
  if (!code) return { kind: 'required' };
  // No code has other characters or is longer, so asking the server would only spend a try.
  if (code.length > BENEFIT_CODE_MAX_LENGTH || !CODE_PATTERN.test(code)) return { kind: 'invalid' };
  return { kind: 'check', code };
}

/** A field error: its message and the rule it stands for in analytics ('required', 'pattern', 'notAccepted'). */
export interface EntryProblem {
  message: string;
  type: AnalyticsRule;
}

/** What the field says of an entry that cannot be sent. */
export const ENTRY_PROBLEMS = {
  required: {
    get message() {
      return BENEFIT_CODE_MESSAGES.required;
    },
    type: 'required',
  },
  invalid: {
    get message() {
      return BENEFIT_CODE_MESSAGES.invalid;
    },
    type: 'pattern',
  },
} as const satisfies Record<Exclude<EntryCheck['kind'], 'check'>, EntryProblem>;

/** The problem an entry shows before anything is sent, if any. */
export function entryProblem(entry: string): EntryProblem | undefined {
  const checked = checkEntry(entry);
  return checked.kind === 'check' ? undefined : ENTRY_PROBLEMS[checked.kind];
}

export type Verdict = { kind: 'valid'; benefitCode: string } | { kind: 'invalid' } | { kind: 'network' };

/** The server's answer; a refused request (400) is an invalid entry, no answer or a server fault a network error. */
export function verdictFrom(outcome: { response: BenefitCodeResponse } | { status: number }): Verdict {
  if ('response' in outcome) {
    const { validation } = outcome.response.data;
    return validation.isValid ? { kind: 'valid', benefitCode: validation.benefitCode } : { kind: 'invalid' };
  }
  return outcome.status === 400 || outcome.status === 404 || outcome.status === 422
    ? { kind: 'invalid' }
    : { kind: 'network' };
}
