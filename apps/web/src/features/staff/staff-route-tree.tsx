import { useRoutes } from 'react-router';
import { RequireAction } from './components/require-action';
import { RequireSession } from './components/require-session';
import { HOURS_ACTIONS } from './model/staff-navigation';
import { AuditPage } from './pages/audit-page';
import { BookVisitPage } from './pages/book-visit-page';
import { ClinicStaffPage } from './pages/clinic-staff-page';
import { ClinicsPage } from './pages/clinics-page';
import { DayListPage } from './pages/day-list-page';
import { HomePage } from './pages/home-page';
import { HoursPage } from './pages/hours-page';
import { InvitePage } from './pages/invite-page';

import { PasskeysPage } from './pages/passkeys-page';
import { PeoplePage } from './pages/people-page';
import { RescheduleVisitPage } from './pages/reschedule-visit-page';
import { SignInPage } from './pages/sign-in-page';
import { StaffNotFoundPage } from './pages/staff-not-found-page';
import { WaitlistFiguresPage } from './pages/waitlist-figures-page';
import { staffRoutes } from './staff-paths';

/**
 * The console's pages under /staff. Signing in and taking up an invite need no session; everything else is shown
 * to a signed-in member, and a section to those whose grants allow its action somewhere.
 */
export function StaffRouteTree() {
  return useRoutes([
    { path: staffRoutes.signIn, element: <SignInPage /> },
    { path: staffRoutes.invite, element: <InvitePage /> },
    {
      element: <RequireSession />,
      children: [
        { index: true, element: <HomePage /> },
        {
          path: staffRoutes.clinics,
          element: (
            <RequireAction action="view-schedule">
              <ClinicsPage />
            </RequireAction>
          ),
        },
        {
          path: staffRoutes.dayList,
          element: (
            <RequireAction action="view-schedule">
              <DayListPage />
            </RequireAction>
          ),
        },
        {
          path: staffRoutes.hours,
          element: (
            <RequireAction action={HOURS_ACTIONS}>
              <HoursPage />
            </RequireAction>
          ),
        },
        {
          path: staffRoutes.clinicStaff,
          element: (
            <RequireAction action="view-clinic-staff">
              <ClinicStaffPage />
            </RequireAction>
          ),
        },
        {
          path: staffRoutes.waitlist,
          element: (
            <RequireAction action="view-waitlist-figures">
              <WaitlistFiguresPage />
            </RequireAction>
          ),
        },
        {
          path: staffRoutes.book,
          element: (
            <RequireAction action="book-on-behalf">
              <BookVisitPage />
            </RequireAction>
          ),
        },
        {
          path: staffRoutes.reschedule,
          element: (
            <RequireAction action="book-on-behalf">
              <RescheduleVisitPage />
            </RequireAction>
          ),
        },
        { path: staffRoutes.passkeys, element: <PasskeysPage /> },
        {
          path: staffRoutes.people,
          element: (
            <RequireAction action="manage-people">
              <PeoplePage />
            </RequireAction>
          ),
        },
        {
          path: staffRoutes.audit,
          element: (
            <RequireAction action="read-audit">
              <AuditPage />
            </RequireAction>
          ),
        },
        { path: '*', element: <StaffNotFoundPage /> },
      ],
    },
  ]);
}
