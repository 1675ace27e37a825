import type { StaffAction } from '@hs/contracts/staff-roles';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useSession } from '@/features/staff/api/session-context';
import { staffHrefs } from '@/features/staff/staff-paths';
import { StaffHeading } from './staff-heading';

/**
 * A section for members some grant allows `action` (or one of them); others are told so, and nothing is asked of
 * the server.
 */
export function RequireAction({
  action,
  children,
}: {
  action: StaffAction | readonly StaffAction[];
  children: ReactNode;
}) {
  const session = useSession();
  const actions: readonly StaffAction[] = typeof action === 'string' ? [action] : action;
  if (actions.some((one) => session.allowed.includes(one))) return children;
  return (
    <>
      <StaffHeading title="Your role does not allow this" />
      <p>None of your roles allows this page. If you need it for your work, ask a user manager to change your roles.</p>
      <p>
        <Link to={staffHrefs.home()}>Go to the console's home</Link>
      </p>
    </>
  );
}
