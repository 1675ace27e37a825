import type { CategoryConfig, PatientFormStep } from '@hs/content';
import type { BookingResponse, Provider } from '@hs/contracts';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { PageHeading } from '@/components/page/page-heading';
import { useDocumentTitle } from '@/components/page/use-document-title';
import { Button } from '@/components/ui/button';
import { Stepper } from '@/components/ui/stepper';
import { paths } from '@/config/paths';
import { useBookAppointment } from '@/features/schedule/api/use-book-appointment';
import { type FormContent, useBookingContent } from '@/features/schedule/api/use-form-content';
import { BOOKING_TEXTS } from '@/features/schedule/model/booking-outcome';
import type { BookingPayload } from '@/features/schedule/model/booking-payload-types';
import type { FormPlan } from '@/features/schedule/model/form-plan';
import { recordFlowEvent } from '@/lib/analytics/analytics';
import { changePhoneFor } from '@/lib/clinics/business-phone';
import { translate } from '@/lib/i18n/i18n';
import type { AppointmentEntry, SchedulerState } from '@/lib/scheduler-store/scheduler-state';
import { schedulerStore } from '@/lib/scheduler-store/scheduler-store';
import { cameByBookingLink } from '@/lib/search/search-state';
import { AppointmentsPanel } from './appointments-panel';
import { BookingErrorModal } from './booking-error-modal';
import styles from './patient-form.module.css';
import { stepperState } from './patient-form-state';
import { loadLaterSteps, SubPage } from './sub-page';
import { useFlowExits } from './use-flow-exits';
import { useFormDraft } from './use-form-draft';

export interface PatientFormProps {
  plan: FormPlan;
  content: FormContent;
  category: CategoryConfig | undefined;
  scheduler: SchedulerState & { appointment: AppointmentEntry; provider: Provider };
  today: string;
  /** Told before the form books or quits, so the page does not take the changed store for a lost hold. */
  onLeaving: () => void;
}

/** The multi-step patient form (§2 'Patient form'): stepper, sub-pages, side panel, and the booking. */
export function PatientForm({ plan, content, category, scheduler, today, onLeaving }: PatientFormProps) {
  const navigate = useNavigate();
  const bookingContent = useBookingContent();
  const form = useFormDraft(scheduler.category ?? plan.group, plan);
  const exits = useFlowExits(scheduler, form.clear, onLeaving);
  const { draft } = form;
  const index = Math.max(
    0,
    plan.pages.findIndex((entry) => entry.page === draft.current),
  );
  const { page, stepIndex } = plan.pages[index]!;
  const step = plan.steps[stepIndex]!;
  const isLast = index === plan.pages.length - 1;
  const texts = content.form.subPages[page];
  useDocumentTitle(texts.heading);

  const booking = useBookAppointment((response: BookingResponse, payload: BookingPayload) => {
    const [first] = response.data.appointments;
    if (!first) return;
    onLeaving();
    const { firstName, lastName, phone, email, dateOfBirth } = payload.basicInfo;
    schedulerStore.update({ patient: { firstName, lastName, phone, email, dateOfBirth } });
    schedulerStore.markBooked(first, response.data.followupAppointment);
    recordFlowEvent('complete-flow', {
      flow: scheduler.flow,
      stepName: page,
      referral: cameByBookingLink(scheduler.search) ? 'booking-link' : undefined,
    });
    form.clear();
    navigate(paths.confirmation());
  });

  // Focus and scroll follow the visitor to each new sub-page, as they would on a page load.
  const shownPage = useRef(page);
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (shownPage.current === page) return;
    shownPage.current = page;
    if (typeof window.scrollTo === 'function') window.scrollTo(0, 0);
    container.current?.querySelector<HTMLElement>('h1')?.focus();
  }, [page]);

  const onContinue = (done: PatientFormStep, values: unknown) => {
    const next = plan.pages[index + 1]?.page;
    form.complete(done, values, next);
    recordFlowEvent('continue-flow', { flow: scheduler.flow, stepName: done });
    if (next) return;
    const data = form.latestData();
    // The payload's code comes with the later sub-pages, here by the last step whichever it is.
    void loadLaterSteps().then(({ bookingInputFor }) =>
      booking.submit(JSON.stringify(data), () =>
        bookingInputFor({ plan, content, bookingContent: bookingContent.content, scheduler, data, now: new Date() }),
      ),
    );
  };

  const goBack = () => {
    const previous = plan.pages[index - 1];
    if (previous) form.goTo(previous.page);
    else exits.toResults();
  };

  const stepper = stepperState(plan, draft.completed, stepIndex);
  const footer = {
    label: isLast ? plan.submitLabel : step.continueLabel,
    // The booking's content is asked for when the form opens; the last step waits for it if it is still coming.
    busy: booking.isPending || (isLast && bookingContent.status === 'loading'),
    busyLabel: BOOKING_TEXTS.booking,
    problem: isLast ? booking.lastStepMessage : null,
  };

  return (
    <div ref={container} className={styles.form}>
      <div className={styles.header}>
        <Button variant="link" onClick={goBack} className={styles.back}>
          <span aria-hidden="true">‹ </span>
          {translate('schedule.back')}
        </Button>
      </div>
      <Stepper
        label={translate('schedule.stepsLabel')}
        steps={plan.steps.map(({ id, label }) => ({ id, label }))}
        currentIndex={stepIndex}
        completedCount={stepper.completedCount}
        onStepSelect={(selected) => form.goTo(plan.steps[selected]!.subPages[0]!)}
      />
      <div className={step.hideAppointmentsPanel ? styles.single : styles.columns}>
        {step.hideAppointmentsPanel ? null : (
          <AppointmentsPanel
            appointment={scheduler.appointment}
            followup={scheduler.followup}
            provider={scheduler.provider}
          />
        )}
        <div className={styles.main}>
          <PageHeading>{texts.heading}</PageHeading>
          {texts.description ? <p className={styles.description}>{texts.description}</p> : null}
          {step.showAllFieldsRequired ? <p className={styles.required}>{content.form.allFieldsRequiredText}</p> : null}
          <SubPage
            key={page}
            page={page}
            heading={texts.heading}
            footer={footer}
            context={{
              plan,
              category,
              scheduler,
              options: content.options,
              data: draft.data,
              today,
              showPatientAddressFields: content.toggles.showPatientAddressFields,
            }}
            onDraft={form.saveTyping}
            onContinue={onContinue}
          />
        </div>
      </div>
      <BookingErrorModal
        problem={booking.problem}
        phone={changePhoneFor(scheduler.provider.businessName)}
        onCheckAvailability={exits.toResults}
        onScheduleAppointment={exits.toStart}
        onQuit={exits.quit}
        onClose={booking.reset}
      />
    </div>
  );
}
