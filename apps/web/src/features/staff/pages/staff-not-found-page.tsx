import { Link } from 'react-router';
import { StaffHeading } from '@/features/staff/components/staff-heading';
import { staffHrefs } from '@/features/staff/staff-paths';

export function StaffNotFoundPage() {
  return (
    <>
      <StaffHeading title="Page not found" />
      <p>The console has no page at this address.</p>
      <p>
        <Link to={staffHrefs.home()}>Go to the console's home</Link>
      </p>
    </>
  );
}
