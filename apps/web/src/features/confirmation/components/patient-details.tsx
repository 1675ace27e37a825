import { type DetailRow, DetailsList } from '@/components/ui/details-list';
import { CONFIRMATION_TEXTS } from '@/features/confirmation/model/confirmation-messages';
import { formatUsDate, isIsoDate } from '@/lib/dates/us-date';
import type { ConfirmedPatient } from '@/lib/scheduler-store/scheduler-state';
import styles from './confirmation-sections.module.css';

/** 'ddd-ddd-dddd' (as booked) to '(ddd) ddd-dddd'; anything else is shown as it is. */
export function formatPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.length === 10 ? `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}` : phone;
}

/** What the patient typed about themselves: shown as typed, never translated. */
const personal = (text: string) => (text ? <span translate="no">{text}</span> : '');

export function PatientDetails({ patient }: { patient: ConfirmedPatient }) {
  const rows = (
    [
      [CONFIRMATION_TEXTS.patientName, personal(`${patient.firstName} ${patient.lastName}`.trim())],
      [CONFIRMATION_TEXTS.patientPhone, formatPhone(patient.phone)],
      [CONFIRMATION_TEXTS.patientEmail, personal(patient.email)],
      [
        CONFIRMATION_TEXTS.patientDateOfBirth,
        isIsoDate(patient.dateOfBirth) ? formatUsDate(patient.dateOfBirth) : patient.dateOfBirth,
      ],
    ] satisfies DetailRow[]
  ).filter(([, value]) => value);
  return (
    <section aria-labelledby="patient-details-heading" className={styles.section}>
      <h2 id="patient-details-heading" className={styles.sectionHeading}>
        {CONFIRMATION_TEXTS.patientHeading}
      </h2>
      <DetailsList rows={rows} />
    </section>
  );
}
