import type { StaffClinic } from '@hs/contracts/staff-desk';
import styles from './clinic-page-heading.module.css';
import { StaffHeading } from './staff-heading';

/** A clinic's page's h1: the clinic's name over the page's own, or the page's alone until the clinic is known. */
export function ClinicPageHeading({ clinic, page }: { clinic: StaffClinic | undefined; page: string }) {
  return (
    <StaffHeading title={clinic ? `${clinic.name}: ${page.toLowerCase()}` : page}>
      {clinic ? (
        <>
          {clinic.name} <span className={styles.subtitle}>{page}</span>
        </>
      ) : (
        page
      )}
    </StaffHeading>
  );
}
