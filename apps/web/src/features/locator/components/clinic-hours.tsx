import type { ClinicDetails } from '@hs/contracts';
import { TitledSection } from '@/components/ui/titled-section';
import { timeZoneLabel } from '@/lib/appointments/time-zone-label';
import styles from './clinic-details.module.css';
import { ClinicFacts } from './clinic-facts';

/** Hours of each weekday with its breaks, on the clinic's own clock and said to be so (§9). */
export function ClinicHours({ clinic }: { clinic: ClinicDetails }) {
  const zone = timeZoneLabel(clinic.timeZone);
  return (
    <TitledSection headingId="clinic-hours-heading" heading="Hours" classes={styles}>
      <table className={styles.hours}>
        <caption className={styles.caption}>Clinic hours, in the clinic's local time ({zone})</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Hours</th>
            <th scope="col">Breaks</th>
          </tr>
        </thead>
        <tbody>
          {clinic.weeklyHours.map(({ day, hours, breaks }) => (
            <tr key={day}>
              <th scope="row">{day}</th>
              <td>{hours}</td>
              <td>{breaks.length > 0 ? breaks.join(', ') : 'None'}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <ClinicFacts
        facts={[
          { term: 'Today', value: clinic.hours.today },
          { term: 'Lunch hours today', value: clinic.lunchHours },
        ]}
      />
    </TitledSection>
  );
}
