import { Link, useLocation } from 'react-router';
import { ManageAppointmentLink } from '@/components/page/manage-appointment-link';
import { PageHeading } from '@/components/page/page-heading';
import { useDocumentTitle } from '@/components/page/use-document-title';
import { paths } from '@/config/paths';
import { CANCELED_PAGE_TEXTS } from '@/features/cancel/model/cancel-page-messages';
import { useScheduler } from '@/lib/scheduler-store/use-scheduler';

/** Whether the canceled visit was a dietitian visit: the cancel that led here says so, else the stored flow. */
function wasDietitianVisit(routerState: unknown, storedFlow: string | undefined): boolean {
  if (routerState && typeof routerState === 'object' && 'businessName' in routerState) {
    return routerState.businessName === 'dietitian';
  }
  return storedFlow === 'DIETITIAN';
}

/** §2 confirmCancel: the cancellation is done; the way back leads to the scheduler the visitor came from. */
export function Component() {
  useDocumentTitle(CANCELED_PAGE_TEXTS.heading);
  const location = useLocation();
  const { flow } = useScheduler();
  const dietitian = wasDietitianVisit(location.state, flow);
  return (
    <>
      <PageHeading>{CANCELED_PAGE_TEXTS.heading}</PageHeading>
      <p>{CANCELED_PAGE_TEXTS.text}</p>
      <p>
        <Link to={dietitian ? paths.dietitianStart() : paths.main()}>{CANCELED_PAGE_TEXTS.backToScheduler}</Link>
      </p>
      <p>
        <ManageAppointmentLink />
      </p>
    </>
  );
}
