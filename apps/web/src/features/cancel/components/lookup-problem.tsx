import { Link } from 'react-router';
import { PageHeading } from '@/components/page/page-heading';
import { useDocumentTitle } from '@/components/page/use-document-title';
import { Button } from '@/components/ui/button';
import { BUSINESS_PHONES } from '@/config/business';
import { paths } from '@/config/paths';
import { CANCEL_PAGE_TEXTS } from '@/features/cancel/model/cancel-page-messages';
import type { LookupFailure } from '@/features/cancel/model/lookup-outcome';

/** Each problem's heading and text, read in the language shown. */
const PROBLEMS = {
  'not-found': () => ({ heading: CANCEL_PAGE_TEXTS.notFoundHeading, text: CANCEL_PAGE_TEXTS.notFoundText }),
  'rate-limited': () => ({ heading: CANCEL_PAGE_TEXTS.rateLimitedHeading, text: CANCEL_PAGE_TEXTS.rateLimitedText }),
  error: () => ({ heading: CANCEL_PAGE_TEXTS.errorHeading, text: CANCEL_PAGE_TEXTS.errorText }),
  'already-canceled': () => ({ heading: CANCEL_PAGE_TEXTS.alreadyCanceledHeading, text: undefined }),
} as const;

export type CancelPageProblem = LookupFailure | 'already-canceled';

/**
 * A link that shows no appointment: the same plain message for an unknown id and a wrong code, so the
 * page tells a guesser nothing the API does not.
 */
export function LookupProblem({ problem, onRetry }: { problem: CancelPageProblem; onRetry?: () => void }) {
  const { heading, text } = PROBLEMS[problem]();
  useDocumentTitle(heading);
  const phone = BUSINESS_PHONES.clinic;
  return (
    <>
      <PageHeading>{heading}</PageHeading>
      {text ? <p>{text}</p> : null}
      {problem === 'error' && onRetry ? (
        <p>
          <Button onClick={onRetry}>{CANCEL_PAGE_TEXTS.retry}</Button>
        </p>
      ) : null}
      <p>
        {`${CANCEL_PAGE_TEXTS.helpPhone} `}
        <a href={phone.href}>{phone.display}</a>.
      </p>
      <p>
        <Link to={paths.main()}>{CANCEL_PAGE_TEXTS.scheduleLink}</Link>
      </p>
    </>
  );
}
