import type { SubPageTexts } from '@hs/content';
import { PageHeading } from '@/components/page/page-heading';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { Stepper } from '@/components/ui/stepper';
import panelStyles from '@/features/schedule/components/appointments-panel.module.css';
import styles from '@/features/schedule/components/patient-form.module.css';
import { translate } from '@/lib/i18n/i18n';

/**
 * The patient form's first sub-page (its texts in the language shown) while its content loads, and as its HTML
 * arrives (prerendered at build time in each language, shown only to a tab that holds a time and whose form opens on the patient's details): the heading and
 * lead, with room kept for the back link and the stepper (their own height, hidden) and for the appointments
 * panel (a typical one's height), so the heading and lead stay where the form puts them, or nearly so on a
 * phone, where the panel above them may be a line or two taller or shorter.
 */
export function PatientFormShell({ heading, description }: SubPageTexts) {
  return (
    <div className={styles.form}>
      <div className={`${styles.header} ${styles.placeholder}`} aria-hidden="true">
        <Button variant="link" className={styles.back} tabIndex={-1}>
          <span>‹ </span>Back
        </Button>
      </div>
      <div className={styles.placeholder} aria-hidden="true">
        <Stepper steps={[{ id: 'patient', label: heading }]} currentIndex={0} />
      </div>
      <div className={styles.columns}>
        <aside className={panelStyles.reserved} aria-hidden="true" />
        <div className={styles.main}>
          <PageHeading>{heading}</PageHeading>
          {description ? <p className={styles.description}>{description}</p> : null}
          <Spinner label={translate('schedule.loadingForm')} />
        </div>
      </div>
    </div>
  );
}
