import { Link } from 'react-router';
import { useSession } from '@/features/staff/api/session-context';
import { StaffHeading } from '@/features/staff/components/staff-heading';
import { grantText } from '@/features/staff/model/grant-labels';
import { navigationFor } from '@/features/staff/model/staff-navigation';
import { staffHrefs } from '@/features/staff/staff-paths';
import styles from './home-page.module.css';

/** What each section is for, as the home page offers it. */
const SECTION_TEXT: Record<string, string> = {
  [staffHrefs.clinics()]:
    "A clinic's visits by day or week: check patients in, record no-shows, cancel for the clinic.",
  [staffHrefs.people()]: 'Invite staff, change their roles, remove them or revoke their passkeys.',
  [staffHrefs.audit()]: 'Every read of patient data and every change, by whom and when.',
  [staffHrefs.passkeys()]: 'The passkeys you sign in with: name them, or revoke one you no longer have.',
};

export function HomePage() {
  const session = useSession();
  const sections = navigationFor(session.allowed).filter((item) => item.to !== staffHrefs.home());
  return (
    <>
      <StaffHeading title="Home">{`Hello, ${session.staff.name}`}</StaffHeading>
      <section aria-labelledby="roles-heading" className={styles.roles}>
        <h2 id="roles-heading">Your roles</h2>
        {session.grants.length > 0 ? (
          <ul>
            {session.grants.map((grant) => (
              <li key={`${grant.role} ${grant.scope} ${grant.scopeId}`}>{grantText(grant)}</li>
            ))}
          </ul>
        ) : (
          <p>You have no roles yet: ask a user manager to give you the ones your work needs.</p>
        )}
      </section>
      <nav aria-labelledby="sections-heading">
        <h2 id="sections-heading">What you can do</h2>
        <ul className={styles.sections}>
          {sections.map((item) => (
            <li key={item.to} className={styles.section}>
              <Link to={item.to} className={styles.sectionLink}>
                {item.label}
              </Link>
              <p>{SECTION_TEXT[item.to]}</p>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
