import { ManageAppointmentLink } from '@/components/page/manage-appointment-link';
import { PageHeading } from '@/components/page/page-heading';
import { useDocumentTitle } from '@/components/page/use-document-title';
import { ServiceFinder } from './service-finder';

const NOT_FOUND_HEADING = "Oh no 404! Can't find page.";

export function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <>
      <PageHeading>{NOT_FOUND_HEADING}</PageHeading>
      <p>The page you asked for does not exist or has moved. Try one of these instead.</p>
      <ServiceFinder />
      <p>
        Looking for an appointment you booked? <ManageAppointmentLink />
      </p>
    </>
  );
}
