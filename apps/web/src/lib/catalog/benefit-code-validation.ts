import { benefitCodeValidatePath } from '@hs/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '@/lib/api/api-client';

/** A verdict holds for the visit: the benefit page checks the code, and the search page reuses the answer. */
const VERDICT_STALE_TIME_MS = 30 * 60_000;

/** Codes are compared case-insensitively; one spelling keeps one cache entry per code. */
const normalizeBenefitCode = (code: string): string => code.trim().toUpperCase();

/**
 * GET /appointment-management/v1/benefit-code/validate (§7), shared by the benefit code page (which asks)
 * and the search page (which shows the 'verified' badge only for a code the server accepted).
 */
export function benefitCodeValidationQuery(code: string) {
  const benefitCode = normalizeBenefitCode(code);
  return queryOptions({
    queryKey: ['benefit-code', 'validate', benefitCode] as const,
    queryFn: ({ signal }) => apiGet(benefitCodeValidatePath, { 'filter.benefitCode': benefitCode }, { signal }),
    select: (response) => response.data.validation,
    staleTime: VERDICT_STALE_TIME_MS,
    retry: false,
  });
}
