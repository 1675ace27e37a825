import { Link, useParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { type ClinicMember, useClinicStaff } from '@/features/staff/api/clinic-staff-queries';
import { useClinic } from '@/features/staff/api/use-clinic';
import { ClinicPageHeading } from '@/features/staff/components/clinic-page-heading';
import { grantText } from '@/features/staff/model/grant-labels';
import { requestProblem } from '@/features/staff/model/request-problem';
import { staffHrefs } from '@/features/staff/staff-paths';
import styles from './clinic-staff-page.module.css';

function Member({ member }: { member: ClinicMember }) {
  return (
    <li className={styles.member}>
      <h2 className={styles.name}>{member.name}</h2>
      <p className={styles.email}>
        <a href={`mailto:${member.email}`}>{member.email}</a>
      </p>
      <ul className={styles.roles} aria-label={`Roles of ${member.name} here`}>
        {member.grants.map((grant) => (
          <li key={`${grant.role} ${grant.scope} ${grant.scopeId}`}>{grantText(grant)}</li>
        ))}
      </ul>
    </li>
  );
}

/**
 * /staff/clinics/:clinicId/staff: who works at the clinic (its own staff, its district's managers and the
 * chain's), with the roles that bring them there. The server decides who may see it.
 */
export function ClinicStaffPage() {
  const { clinicId = '' } = useParams();
  const clinic = useClinic(clinicId);
  const staff = useClinicStaff(clinicId);
  return (
    <>
      <ClinicPageHeading clinic={clinic} page="Clinic staff" />
      <p>
        <Link to={staffHrefs.dayList(clinicId)}>Back to the day list</Link>
      </p>
      {staff.isPending ? <Spinner label="Loading the clinic’s staff" /> : null}
      {staff.isError ? (
        <Alert name={null} variant="error" actions={<Button onClick={() => staff.refetch()}>Try again</Button>}>
          {requestProblem(staff.error, 'The clinic’s staff could not be loaded.')}
        </Alert>
      ) : null}
      {staff.data ? (
        <>
          <p className={styles.count}>
            {staff.data.length === 1 ? '1 person works' : `${staff.data.length} people work`} here.
          </p>
          <ul className={styles.members}>
            {staff.data.map((member) => (
              <Member key={member.id} member={member} />
            ))}
          </ul>
        </>
      ) : null}
    </>
  );
}
