import type { ClinicDetails } from '@hs/contracts';
import { Button } from '@/components/ui/button';
import { clinicAddressLine } from '@/features/search/model/fixed-clinic';
import { useTranslate } from '@/lib/i18n/use-translate';
import styles from './fixed-clinic.module.css';

export interface FixedClinicProps {
  clinic: ClinicDetails;
  /** Lets go of the clinic, so the visitor searches a location instead. */
  onRelease: () => void;
}

/** The clinic a search is fixed to, named where the Location field would be. */
export function FixedClinic({ clinic, onRelease }: FixedClinicProps) {
  const t = useTranslate();
  return (
    <fieldset className={styles.clinic}>
      <legend className={styles.label}>{t('search.fixedClinic.label')}</legend>
      <p className={styles.name}>{clinic.vanityName}</p>
      <p className={styles.address}>{clinicAddressLine(clinic)}</p>
      <Button variant="link" onClick={onRelease}>
        {t('search.fixedClinic.release')}
      </Button>
    </fieldset>
  );
}
