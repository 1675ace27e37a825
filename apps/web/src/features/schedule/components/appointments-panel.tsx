import type { Provider } from '@hs/contracts';
import { HoldCountdown } from '@/components/hold/hold-countdown';
import { DirectoryText } from '@/components/ui/directory-text';
import { formatAppointmentTime } from '@/lib/appointments/appointment-time';
import { translate } from '@/lib/i18n/i18n';
import type { AppointmentEntry } from '@/lib/scheduler-store/scheduler-state';
import styles from './appointments-panel.module.css';

export interface AppointmentsPanelProps {
  appointment: AppointmentEntry;
  followup: AppointmentEntry | undefined;
  provider: Provider;
}

/** The hold that lapses first decides how long the visitor has to finish. */
function earliestExpiry(entries: AppointmentEntry[]): string | undefined {
  return entries
    .map((entry) => entry.expiresAt)
    .filter((value): value is string => Boolean(value))
    .sort((a, b) => Date.parse(a) - Date.parse(b))[0];
}

/**
 * 'Appointments (n)': what is being booked, when (on the provider's clock, or the visitor's chosen one), where,
 * and the hold's time left.
 */
export function AppointmentsPanel({ appointment, followup, provider }: AppointmentsPanelProps) {
  const entries = followup ? [appointment, followup] : [appointment];
  const expiresAt = earliestExpiry(entries);
  const place = provider.address
    ? `${provider.address.addressLines.join(', ')}, ${provider.address.cityTown}, ${provider.address.stateProvince} ${provider.address.postalCode}`
    : null;
  return (
    <aside aria-labelledby="appointments-panel-heading" className={styles.panel}>
      <h2 id="appointments-panel-heading" className={styles.heading}>
        {translate('schedule.panel.heading', { count: entries.length })}
      </h2>
      <ol className={styles.list}>
        {entries.map((entry, index) => (
          <li key={entry.timestamp} className={styles.entry}>
            {entries.length > 1 ? (
              <p className={styles.ordinal}>
                {index === 0 ? translate('schedule.panel.first') : translate('schedule.panel.followup')}
              </p>
            ) : null}
            <p className={styles.services}>
              <DirectoryText words={entry.services.map((service) => service.name)} />
            </p>
            <p className={styles.time}>
              {formatAppointmentTime(entry.timestamp, entry.shownTimeZone ?? (provider.timezone || entry.timezone))}
            </p>
          </li>
        ))}
      </ol>
      <div className={styles.provider}>
        <p className={styles.providerName} translate="no">
          {provider.vanityName || provider.name}
        </p>
        {place ? <p translate="no">{place}</p> : null}
      </div>
      {expiresAt ? <HoldCountdown expiresAt={expiresAt} className={styles.hold} /> : null}
    </aside>
  );
}
