import { NavLink } from 'react-router';
import { useSession } from '@/features/staff/api/session-context';
import { useSignOut } from '@/features/staff/api/use-sign-out';
import { navigationFor } from '@/features/staff/model/staff-navigation';
import { staffHrefs } from '@/features/staff/staff-paths';
import styles from './signed-in-header.module.css';

const navClass = ({ isActive }: { isActive: boolean }) =>
  isActive ? `${styles.navLink} ${styles.active}` : styles.navLink;

/** Who is signed in, the sections their grants allow, and signing out. */
export function SignedInHeader() {
  const session = useSession();
  const signOut = useSignOut();
  return (
    <>
      <nav aria-label="Staff console" className={styles.nav}>
        {navigationFor(session.allowed).map((item) => (
          <NavLink key={item.to} to={item.to} end={item.to === staffHrefs.home()} className={navClass}>
            {item.label}
          </NavLink>
        ))}
      </nav>
      <div className={styles.member}>
        <span>
          <span className="visually-hidden">Signed in as </span>
          {session.staff.name}
        </span>
        <button type="button" className={styles.signOut} onClick={() => signOut.mutate()} disabled={signOut.isPending}>
          Sign out
        </button>
      </div>
    </>
  );
}
