import type { ClinicDetails } from '@hs/contracts';
import { DirectoryText } from '@/components/ui/directory-text';
import { TitledSection } from '@/components/ui/titled-section';
import { closureLine } from '@/features/locator/model/clinic-closures';
import { timesKeptWhole } from '@/lib/appointments/appointment-time';
import { timeZoneLabel } from '@/lib/appointments/time-zone-label';
import { translate } from '@/lib/i18n/i18n';
import styles from './clinic-details.module.css';

/** The clinic's coming closures (holidays, part days) and why, on its own clock; nothing when none are planned. */
export function ClinicClosures({ clinic }: { clinic: ClinicDetails }) {
  if (clinic.closures.length === 0) return null;
  return (
    <TitledSection headingId="clinic-closures-heading" heading={translate('locator.closures.heading')} classes={styles}>
      <p className={styles.caption}>
        {translate('locator.closures.caption', { zone: timeZoneLabel(clinic.timeZone) })}
      </p>
      <ul className={styles.closures}>
        {clinic.closures.map((closure) => {
          const line = closureLine(closure);
          return (
            <li key={`${closure.startsLocal}|${closure.endsLocal}|${closure.reason}`}>
              <time dateTime={line.date} className={styles.closureDay}>
                {line.when}
              </time>
              <span>
                {timesKeptWhole(line.hours)}: <DirectoryText words={line.reason} />
              </span>
            </li>
          );
        })}
      </ul>
    </TitledSection>
  );
}
