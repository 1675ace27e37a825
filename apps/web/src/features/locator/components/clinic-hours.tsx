import type { ClinicDetails } from '@hs/contracts';
import { ServerText } from '@/components/ui/server-text';
import { TitledSection } from '@/components/ui/titled-section';
import { timeZoneLabel } from '@/lib/appointments/time-zone-label';
import { translate } from '@/lib/i18n/i18n';
import styles from './clinic-details.module.css';
import { ClinicFacts } from './clinic-facts';

/** Hours of each weekday with its breaks, on the clinic's own clock and said to be so (§9). */
export function ClinicHours({ clinic }: { clinic: ClinicDetails }) {
  const zone = timeZoneLabel(clinic.timeZone);
  return (
    <TitledSection headingId="clinic-hours-heading" heading={translate('locator.hours.heading')} classes={styles}>
      <table className={styles.hours}>
        <caption className={styles.caption}>{translate('locator.hours.caption', { zone })}</caption>
        <thead>
          <tr>
            <th scope="col">{translate('locator.hours.day')}</th>
            <th scope="col">{translate('locator.hours.hours')}</th>
            <th scope="col">{translate('locator.hours.breaks')}</th>
          </tr>
        </thead>
        <tbody>
          {clinic.weeklyHours.map(({ day, hours, breaks }) => (
            <tr key={day}>
              <th scope="row">
                <ServerText>{day}</ServerText>
              </th>
              <td>
                <ServerText>{hours}</ServerText>
              </td>
              <td>
                {breaks.length > 0 ? <ServerText>{breaks.join(', ')}</ServerText> : translate('locator.hours.none')}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <ClinicFacts
        facts={[
          { term: translate('locator.hours.today'), value: <ServerText>{clinic.hours.today}</ServerText> },
          { term: translate('locator.hours.lunchToday'), value: <ServerText>{clinic.lunchHours}</ServerText> },
        ]}
      />
    </TitledSection>
  );
}
