import { useQuery } from '@tanstack/react-query';
import { benefitCodeValidationQuery } from '@/lib/catalog/benefit-code-validation';

/**
 * The benefit code of the search state, once the server has accepted it. Coming from the benefit code page
 * the answer is already cached; a code that only arrived in a link is checked first, so the 'verified'
 * badge never vouches for a code nobody verified, and a refused code does not limit the search.
 */
export function useVerifiedBenefitCode(code: string | undefined): string | undefined {
  const verdict = useQuery({ ...benefitCodeValidationQuery(code ?? ''), enabled: Boolean(code) });
  return code && verdict.data?.isValid ? verdict.data.benefitCode : undefined;
}
