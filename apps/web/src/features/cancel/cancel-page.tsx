import { useNavigate, useParams } from 'react-router';
import { PageHeading } from '@/components/page/page-heading';
import { useDocumentTitle } from '@/components/page/use-document-title';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useAppointmentDetails } from '@/features/cancel/api/use-appointment-details';
import { CancelActions } from '@/features/cancel/components/cancel-actions';
import { ConfirmedAppointment } from '@/features/cancel/components/confirmed-appointment';
import { LookupProblem } from '@/features/cancel/components/lookup-problem';
import { CANCEL_PAGE_TEXTS } from '@/features/cancel/model/cancel-page-messages';
import { isPlausibleLink, lookupFailure } from '@/features/cancel/model/lookup-outcome';

/**
 * §2 Direct cancel page, opened from the link in the confirmation email. The id and code in its URL are
 * a secret: the server sends this page with Referrer-Policy no-referrer and no caching, and the meta tag
 * below keeps the policy for in-app navigations too. It never shows patient data.
 */
export function Component() {
  const { id = '', code = '' } = useParams();
  const navigate = useNavigate();
  const plausible = isPlausibleLink(id, code);
  const details = useAppointmentDetails(id, code, plausible);

  return (
    <>
      <meta name="referrer" content="no-referrer" />
      {!plausible ? (
        <LookupProblem problem="not-found" />
      ) : details.isPending ? (
        <Loading />
      ) : details.isError ? (
        <LookupProblem problem={lookupFailure(details.error)} onRetry={() => void details.refetch()} />
      ) : details.data.status === 'CANCELED' ? (
        <LookupProblem problem="already-canceled" />
      ) : (
        <ConfirmedAppointment appointment={details.data}>
          <CancelActions
            appointment={details.data}
            confirmCode={code}
            cancelsFollowup={!details.data.isFollowup && details.data.followupAppointment?.status === 'BOOKED'}
            onCanceled={() =>
              navigate(paths.confirmCancel(), { replace: true, state: { businessName: details.data.businessName } })
            }
          />
        </ConfirmedAppointment>
      )}
    </>
  );
}

function Loading() {
  useDocumentTitle(CANCEL_PAGE_TEXTS.loadingHeading);
  return (
    <>
      <PageHeading>{CANCEL_PAGE_TEXTS.loadingHeading}</PageHeading>
      <Spinner label={CANCEL_PAGE_TEXTS.loading} />
    </>
  );
}
