import type { StaffClinic } from '@hs/contracts/staff-desk';
import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { DetailsList } from '@/components/ui/details-list';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { type Booked, useBookVisit, useClinicServices } from '@/features/staff/api/booking-queries';
import { useEnglishPatientMessages } from '@/features/staff/api/english-patient-messages';
import { useClinic } from '@/features/staff/api/use-clinic';
import { BookedMessage } from '@/features/staff/components/booked-message';
import { HeldTime } from '@/features/staff/components/held-time';
import { OpenTimesPicker } from '@/features/staff/components/open-times-picker';
import { PhonedPatientForm } from '@/features/staff/components/phoned-patient-form';
import { StaffHeading } from '@/features/staff/components/staff-heading';
import { StepHeading } from '@/features/staff/components/step-heading';
import { useHeldTime } from '@/features/staff/components/use-held-time';
import { confirmationGoesTo, patientRows } from '@/features/staff/model/booking-review';
import { dateIn } from '@/features/staff/model/clinic-time';
import { firstShownDay } from '@/features/staff/model/open-time-labels';
import type { PhonedPatientValues } from '@/features/staff/model/phoned-patient';
import { toStaffPatient } from '@/features/staff/model/phoned-patient';
import { requestProblem } from '@/features/staff/model/request-problem';
import styles from './booking-pages.module.css';

type Step = 'time' | 'patient' | 'review' | 'done';

const STEP_TITLES: Record<Step, string> = {
  time: '1 of 3: Service and time',
  patient: '2 of 3: The patient’s details',
  review: '3 of 3: Check and book',
  done: 'Booked',
};

/** The steps of one booking, at a clinic whose calendar and clock its days and times are on. */
function BookVisit({ clinic, firstDay }: { clinic: StaffClinic; firstDay: string | null }) {
  const today = dateIn(clinic.timeZone, new Date());
  const services = useClinicServices(clinic.id);
  const [serviceId, setServiceId] = useState('');
  const [date, setDate] = useState(firstShownDay(firstDay, today));
  const [step, setStep] = useState<Step>('time');
  const [moved, setMoved] = useState(false);
  const [patient, setPatient] = useState<PhonedPatientValues | null>(null);
  const [booked, setBooked] = useState<Booked | null>(null);
  const held = useHeldTime(clinic.id, clinic.timeZone);
  const booking = useBookVisit(clinic.id);
  const service = services.data?.find((one) => String(one.id) === serviceId);
  // The patient's details are checked in the console's English: their messages load while a time is chosen.
  const messages = useEnglishPatientMessages();

  const go = (next: Step) => {
    setMoved(true);
    setStep(next);
  };
  const chooseAgain = () => {
    held.giveBack();
    go('time');
  };
  const book = () => {
    if (!held.held || !patient || !service) return;
    booking.mutate(
      {
        serviceIds: [service.id],
        dateTime: held.held.timestamp,
        reservationCode: held.held.reservationCode,
        ...toStaffPatient(patient),
      },
      {
        onSuccess: ({ data }) => {
          held.used();
          setBooked(data);
          go('done');
        },
      },
    );
  };
  const startAgain = () => {
    setPatient(null);
    setBooked(null);
    booking.reset();
    go('time');
  };

  return (
    <>
      <StepHeading key={step} moved={moved}>
        {STEP_TITLES[step]}
      </StepHeading>
      {step === 'time' ? (
        <>
          {services.isError ? (
            <Alert name={null} variant="error">
              {requestProblem(services.error, 'The clinic’s services could not be loaded.')}
            </Alert>
          ) : null}
          <Select
            name="service"
            label="Service"
            placeholder={services.isPending ? 'Fetching values...' : 'Choose one'}
            options={(services.data ?? []).map((one) => ({ value: String(one.id), label: one.name }))}
            value={serviceId}
            onChange={(event) => setServiceId(event.target.value)}
          />
          <OpenTimesPicker
            clinicId={clinic.id}
            serviceIds={service ? [service.id] : []}
            timeZone={clinic.timeZone}
            date={date}
            today={today}
            onDateChange={setDate}
            problem={held.problem}
            holding={held.pending}
            onChoose={(time) => service && held.hold(service.id, time, () => go('patient'))}
          />
        </>
      ) : null}
      {step !== 'time' && step !== 'done' && held.held && service ? (
        <HeldTime hold={held.held} what={service.name} onChooseAgain={chooseAgain} />
      ) : null}
      {step === 'patient' && messages.isError ? (
        <Alert name={null} variant="error">
          The patient’s details form could not be loaded. Reload the page to try again.
        </Alert>
      ) : null}
      {step === 'patient' && messages.isPending ? <Spinner label="Loading the patient’s details form" /> : null}
      {step === 'patient' && messages.data ? (
        <PhonedPatientForm
          messages={messages.data}
          today={today}
          clinicState={clinic.stateCode}
          initial={patient}
          onDone={(values) => {
            setPatient(values);
            go('review');
          }}
        />
      ) : null}
      {step === 'review' && patient ? (
        <>
          <DetailsList rows={patientRows(patient)} />
          <Alert name={null} variant="info" className={styles.told}>
            {confirmationGoesTo(patient)}
          </Alert>
          {booking.isError ? (
            <Alert key={booking.submittedAt} name={null} variant="error">
              {requestProblem(booking.error, 'The visit could not be booked.')}
            </Alert>
          ) : null}
          <div className={styles.actions}>
            <Button onClick={book} disabled={booking.isPending}>
              Book the visit
            </Button>
            <Button variant="secondary" onClick={() => go('patient')}>
              Change the details
            </Button>
            {booking.isPending ? <Spinner size="small" label="Booking the visit" /> : null}
          </div>
        </>
      ) : null}
      {step === 'done' && booked ? <BookedMessage clinic={clinic} booked={booked} onBookAnother={startAgain} /> : null}
    </>
  );
}

/**
 * /staff/clinics/:clinicId/book?date=YYYY-MM-DD: book a visit for a patient on the phone, as the public site books
 * it: a service and a free time, held while the details are taken, then booked; the patient gets the usual
 * confirmation. The day list's day is the first one shown.
 */
export function BookVisitPage() {
  const { clinicId = '' } = useParams();
  const [params] = useSearchParams();
  const clinic = useClinic(clinicId);
  return (
    <>
      <StaffHeading title={clinic ? `Book a visit at ${clinic.name}` : 'Book a visit'} />
      {clinic ? <BookVisit clinic={clinic} firstDay={params.get('date')} /> : <Spinner label="Loading the clinic" />}
    </>
  );
}
