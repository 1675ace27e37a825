import { Navigate } from 'react-router';
import { useClinics } from '@/features/staff/api/schedule-queries';
import { ClinicPicker } from '@/features/staff/components/clinic-picker';
import { StaffHeading } from '@/features/staff/components/staff-heading';
import { dateIn } from '@/features/staff/model/clinic-time';
import { staffHrefs } from '@/features/staff/staff-paths';

/** Choose a clinic's day list; a member who works at one clinic only goes straight to it. */
export function ClinicsPage() {
  const all = useClinics('');
  const only = all.isSuccess && all.data.length === 1 ? all.data[0] : undefined;
  if (only) return <Navigate to={staffHrefs.dayList(only.id, { date: dateIn(only.timeZone, new Date()) })} replace />;
  return (
    <>
      <StaffHeading title="Day list: choose a clinic" />
      <ClinicPicker />
    </>
  );
}
