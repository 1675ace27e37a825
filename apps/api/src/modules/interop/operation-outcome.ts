import type { OperationOutcome, OperationOutcomeIssue } from '@medplum/fhirtypes';

/** An R4 issue type (OperationOutcome.issue.code) for each kind of refusal our API answers with. */
export type IssueType = Extract<
  OperationOutcomeIssue['code'],
  | 'invalid'
  | 'not-found'
  | 'conflict'
  | 'throttled'
  | 'forbidden'
  | 'login'
  | 'exception'
  | 'transient'
  | 'not-supported'
>;

export interface Issue {
  code: IssueType;
  /** What went wrong, in words; never the value sent. */
  diagnostics: string;
  /** The part of the request to blame, such as a search parameter's name. */
  expression?: string;
}

/** The body of every FHIR refusal: its issues, each an error. */
export function operationOutcome(issues: readonly Issue[]): OperationOutcome {
  return {
    resourceType: 'OperationOutcome',
    issue: issues.map(({ code, diagnostics, expression }) => ({
      severity: 'error',
      code,
      diagnostics,
      ...(expression ? { expression: [expression] } : {}),
    })),
  };
}

/** The issue type of an HTTP refusal's status. */
export function issueTypeOf(status: number): IssueType {
  if (status === 404 || status === 410) return 'not-found';
  if (status === 409 || status === 412) return 'conflict';
  if (status === 429) return 'throttled';
  if (status === 403) return 'forbidden';
  if (status === 401) return 'login';
  if (status === 405 || status === 406 || status === 415) return 'not-supported';
  if (status === 503) return 'transient';
  return status >= 500 ? 'exception' : 'invalid';
}
