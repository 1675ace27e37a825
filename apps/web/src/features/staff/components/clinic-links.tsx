import type { StaffClinic } from '@hs/contracts/staff-desk';
import { Link } from 'react-router';
import { staffHrefs } from '@/features/staff/staff-paths';
import styles from './clinic-links.module.css';

/** The clinic's other pages the member's roles open from its day list; nothing when none does. */
export function ClinicLinks({ clinic, hours, staff }: { clinic: StaffClinic; hours: boolean; staff: boolean }) {
  if (!hours && !staff) return null;
  return (
    <ul className={styles.links}>
      {hours ? (
        <li>
          <Link to={staffHrefs.hours(clinic.id)} state={{ clinic }}>
            Hours and closures<span className="visually-hidden"> of {clinic.name}</span>
          </Link>
        </li>
      ) : null}
      {staff ? (
        <li>
          <Link to={staffHrefs.clinicStaff(clinic.id)} state={{ clinic }}>
            Clinic staff<span className="visually-hidden"> of {clinic.name}</span>
          </Link>
        </li>
      ) : null}
    </ul>
  );
}
