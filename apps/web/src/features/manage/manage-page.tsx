import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { PageHeading } from '@/components/page/page-heading';
import { useDocumentTitle } from '@/components/page/use-document-title';
import { WaitlistJoin } from '@/components/waitlist/lazy-waitlist-join';
import { paths } from '@/config/paths';
import { LookupForm } from '@/features/manage/components/lookup-form';
import { type Found, ManagedAppointmentView } from '@/features/manage/components/managed-appointment-view';
import { confirmationToResume, restoreConfirmation } from '@/features/manage/model/confirmation-resume';
import { MANAGE_TEXTS } from '@/features/manage/model/manage-texts';

/**
 * Find my appointment, then reschedule, cancel or add it to a calendar. The code may come from the confirmation
 * page in navigation state (never in the URL), with that confirmation, which a move then shows again with the
 * new time; nothing found is kept once the page is left.
 */
export function Component() {
  useDocumentTitle(MANAGE_TEXTS.heading);
  const location = useLocation();
  const navigate = useNavigate();
  const initialCode = (location.state as { confirmCode?: unknown } | null)?.confirmCode;
  const [found, setFound] = useState<Found | null>(null);
  return (
    <>
      <PageHeading>{MANAGE_TEXTS.heading}</PageHeading>
      {found?.proof &&
      found.appointment.status === 'BOOKED' &&
      !found.appointment.isFollowup &&
      !found.appointment.followupAppointment ? (
        <WaitlistJoin
          key={found.appointment.id}
          wish={{ kind: 'earlier', confirmCode: found.confirmCode, ...found.proof }}
        />
      ) : null}
      {found ? (
        <ManagedAppointmentView
          found={found}
          onChange={setFound}
          onFindAnother={() => setFound(null)}
          knownState={confirmationToResume(location.state, found.appointment.id)?.provider?.licensureState ?? undefined}
          onRescheduled={(moved, provider) => {
            // Came from the confirmation page: it shows the new time again, with the calendar file updated.
            const resume = confirmationToResume(location.state, moved.id);
            if (!resume) return false;
            restoreConfirmation(resume, moved, provider);
            navigate(paths.confirmation(), { replace: true });
            return true;
          }}
        />
      ) : (
        <LookupForm initialCode={typeof initialCode === 'string' ? initialCode : ''} onFound={setFound} />
      )}
    </>
  );
}
