import { useState } from 'react';
import { CancelDialog } from '@/components/cancel-dialog/cancel-dialog';
import { WaitlistJoin } from '@/components/waitlist/lazy-waitlist-join';
import { paths } from '@/config/paths';
import { appointmentListEntries } from '@/features/confirmation/model/appointment-entries';
import { CONFIRMATION_TEXTS } from '@/features/confirmation/model/confirmation-messages';
import type { ConfirmationData } from '@/features/confirmation/model/confirmation-view';
import { appointmentTimeParts } from '@/lib/appointments/appointment-time';
import { changePhoneFor } from '@/lib/clinics/business-phone';
import { AddToCalendarButton } from './add-to-calendar-button';
import { AppointmentList } from './appointment-list';
import { ConfirmationCode } from './confirmation-code';
import styles from './confirmation-details.module.css';
import sections from './confirmation-sections.module.css';
import { DietitianDetails } from './dietitian-details';
import { ModifyAppointment } from './modify-appointment';
import { PatientDetails } from './patient-details';
import { ProviderSummary } from './provider-summary';
import { RideShareCard } from './ride-share-card';
import { ArrivalChecklist, ZoomDownloads } from './side-panels';

export interface ConfirmationDetailsProps {
  data: ConfirmationData;
  onCanceled: () => void;
}

/** The confirmation page's content: main column of what was booked, side column of what to do next. */
export function ConfirmationDetails({ data, onCanceled }: ConfirmationDetailsProps) {
  const [cancelOpen, setCancelOpen] = useState(false);
  const { appointment, followup, provider, flow, isDietitian, patient } = data;
  const businessName = isDietitian ? 'dietitian' : provider.businessName;
  const changePhone = changePhoneFor(businessName);
  const isVideoVisit = isDietitian || flow === 'VIRTUAL_VISIT';
  const entries = appointmentListEntries(appointment, followup);

  return (
    <div className={styles.layout}>
      <div className={styles.main}>
        <ConfirmationCode appointment={appointment} followup={followup} />
        {patient ? <PatientDetails patient={patient} /> : null}
        {isDietitian ? <DietitianDetails dietitian={provider} /> : null}
        <section aria-labelledby="appointments-heading" className={sections.section}>
          <h2 id="appointments-heading" className={sections.sectionHeading}>
            {CONFIRMATION_TEXTS.appointmentsHeading}
          </h2>
          <AppointmentList
            entries={entries}
            showOrdinals={followup !== undefined}
            renderActions={(entry) => {
              if (!entry.appointment) return null;
              const when = appointmentTimeParts(entry.appointment.timestamp, entry.timezone);
              return (
                <AddToCalendarButton
                  entry={entry.appointment}
                  ordinal={entry.ordinal}
                  provider={provider}
                  label={`${CONFIRMATION_TEXTS.addToCalendar}: ${when.date} ${when.time} ${when.zone}`}
                />
              );
            }}
          />
        </section>
        {isDietitian ? null : <ProviderSummary provider={provider} />}
        <ModifyAppointment
          phone={changePhone}
          scheduleAnotherHref={isDietitian ? paths.dietitianStart() : paths.main()}
          onCancel={() => setCancelOpen(true)}
          confirmCode={appointment.confirmCode}
        />
        {patient && !followup ? (
          <WaitlistJoin
            wish={{
              kind: 'earlier',
              confirmCode: appointment.confirmCode,
              lastName: patient.lastName,
              dateOfBirth: patient.dateOfBirth,
            }}
          />
        ) : null}
      </div>
      <div className={styles.side}>
        {isVideoVisit ? <ZoomDownloads /> : null}
        <ArrivalChecklist flow={flow} />
        {provider.rideSharePromo ? <RideShareCard promo={provider.rideSharePromo} /> : null}
      </div>
      <CancelDialog
        open={cancelOpen}
        onClose={() => setCancelOpen(false)}
        appointment={appointment}
        followup={followup}
        flow={flow}
        onCanceled={onCanceled}
      />
    </div>
  );
}
