import type { ClinicDetails } from '@hs/contracts';
import { TitledSection } from '@/components/ui/titled-section';
import {
  dayTimesText,
  lunchTimesText,
  timeRangeText,
  weekdayHeading,
} from '@/features/locator/model/clinic-hours-text';
import { timesKeptWhole } from '@/lib/appointments/appointment-time';
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
          {clinic.weeklyHours.map(({ weekday, times, breakTimes }) => (
            <tr key={weekday}>
              <th scope="row">{weekdayHeading(weekday)}</th>
              <td>{timesKeptWhole(dayTimesText(times))}</td>
              <td>
                {breakTimes.length > 0
                  ? timesKeptWhole(breakTimes.map(timeRangeText).join(', '))
                  : translate('locator.hours.none')}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <ClinicFacts
        facts={[
          { term: translate('locator.hours.today'), value: dayTimesText(clinic.hours.todayTimes) },
          { term: translate('locator.hours.lunchToday'), value: lunchTimesText(clinic.lunchTimes) },
        ]}
      />
    </TitledSection>
  );
}
