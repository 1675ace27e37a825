import type { StaffClinic } from '@hs/contracts/staff-desk';
import { Link } from 'react-router';
import { staffHrefs } from '@/features/staff/staff-paths';
import styles from './clinic-links.module.css';

/** The clinic's other pages the member's roles open from its day list; nothing when none does. */
export function ClinicLinks({
  clinic,
  hours,
  staff,
  waitlist,
}: {
  clinic: StaffClinic;
  hours: boolean;
  staff: boolean;
  waitlist: boolean;
}) {
  const links = [
    { shown: hours, to: staffHrefs.hours(clinic.id), label: 'Hours and closures', where: 'of' },
    { shown: staff, to: staffHrefs.clinicStaff(clinic.id), label: 'Clinic staff', where: 'of' },
    { shown: waitlist, to: staffHrefs.waitlist(clinic.id), label: 'Waitlist offers', where: 'at' },
  ].filter((link) => link.shown);
  if (links.length === 0) return null;
  return (
    <ul className={styles.links}>
      {links.map((link) => (
        <li key={link.label}>
          <Link to={link.to} state={{ clinic }}>
            {link.label}
            <span className="visually-hidden">{` ${link.where} ${clinic.name}`}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
