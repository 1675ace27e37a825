import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { PageHeading } from '@/components/page/page-heading';
import { usePageMeta } from '@/components/page/use-page-meta';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { SUPPORT_CONTACT } from '@/config/business';
import { paths } from '@/config/paths';
import { ClinicDetailsView } from '@/features/locator/components/clinic-details-view';
import { clinicApiError } from '@/features/locator/model/clinic-api-error';
import { readClinicNumbers } from '@/features/locator/model/clinic-route';
import { CLINIC_DETAILS_TEXTS, LOCATOR_TEXTS } from '@/features/locator/model/locator-texts';
import { isApiRequestError } from '@/lib/api/api-client';
import { clinicDetailsQuery, useClinicDetails } from '@/lib/clinics/use-clinic-details';
import { translate } from '@/lib/i18n/i18n';
import type { PageLocation } from '@/lib/navigation/page-module';

const NOT_FOUND_HREF = paths.clinicLocations({ invalidStoreId: 1 });

/** §4: a clinic that does not exist goes to the locator with the 'Clinic Not Found' notice; nothing crashes. */
export function Component() {
  const { divisionNumber, storeNumber } = useParams();
  const numbers = readClinicNumbers(divisionNumber, storeNumber);
  const navigate = useNavigate();
  const details = useClinicDetails(numbers);
  const clinic = details.data;
  const notFound = isApiRequestError(details.error) && details.error.status === 404;
  usePageMeta(
    clinic ? translate('locator.details.title', { clinic: clinic.vanityName }) : LOCATOR_TEXTS.clinicDetails,
    clinic
      ? translate('locator.details.description', {
          clinic: clinic.vanityName,
          city: clinic.address.city,
          state: clinic.address.state,
        })
      : LOCATOR_TEXTS.description,
  );

  useEffect(() => {
    if (notFound) navigate(NOT_FOUND_HREF, { replace: true });
  }, [notFound, navigate]);

  if (!numbers) return <Navigate to={NOT_FOUND_HREF} replace />;
  if (clinic) return <ClinicDetailsView clinic={clinic} />;
  if (details.error && !notFound) {
    return (
      <>
        <PageHeading>{LOCATOR_TEXTS.clinicDetails}</PageHeading>
        <Alert
          name="clinic-details-failed"
          variant="error"
          actions={
            <Button variant="secondary" onClick={() => void details.refetch()} disabled={details.isFetching}>
              {LOCATOR_TEXTS.retry}
            </Button>
          }
        >
          <p>
            {
              clinicApiError(details.error, { email: SUPPORT_CONTACT.email, phone: SUPPORT_CONTACT.phone.display })
                .message
            }
          </p>
        </Alert>
      </>
    );
  }
  return (
    <>
      <PageHeading>{LOCATOR_TEXTS.clinicDetails}</PageHeading>
      <Spinner label={CLINIC_DETAILS_TEXTS.loading} />
    </>
  );
}

export function prefetch(client: QueryClient, { params }: PageLocation): void {
  const numbers = readClinicNumbers(params.divisionNumber, params.storeNumber);
  if (numbers) void client.prefetchQuery(clinicDetailsQuery(numbers));
}
