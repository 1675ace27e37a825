import { useState } from 'react';
import { useLocation } from 'react-router';
import { PageHeading } from '@/components/page/page-heading';
import { useDocumentTitle } from '@/components/page/use-document-title';
import { LookupForm } from './components/lookup-form';
import { type Found, ManagedAppointmentView } from './components/managed-appointment-view';
import { MANAGE_TEXTS } from './model/manage-texts';

/**
 * Find my appointment, then reschedule, cancel or add it to a calendar. The code may come from the confirmation
 * page in navigation state (never in the URL); nothing found is kept once the page is left.
 */
export function Component() {
  useDocumentTitle(MANAGE_TEXTS.heading);
  const location = useLocation();
  const initialCode = (location.state as { confirmCode?: unknown } | null)?.confirmCode;
  const [found, setFound] = useState<Found | null>(null);
  return (
    <>
      <PageHeading>{MANAGE_TEXTS.heading}</PageHeading>
      {found ? (
        <ManagedAppointmentView found={found} onChange={setFound} onFindAnother={() => setFound(null)} />
      ) : (
        <LookupForm initialCode={typeof initialCode === 'string' ? initialCode : ''} onFound={setFound} />
      )}
    </>
  );
}
