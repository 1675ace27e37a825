import type { PatientFormStep } from '@hs/content';
import type { SchedulerState } from '../../../lib/scheduler-store/scheduler-state';
import type { FormContent } from '../api/use-form-content';
import { buildBookingPayload } from '../model/booking-payload';
import type { FormPlan } from '../model/form-plan';
import { questionsFor } from '../model/medical-information-schema';
import { completeFormData } from '../model/page-defaults';
import type { PatientFormData } from '../model/patient-form-data';

/** The stepper's completed steps: those whose sub-pages are all done, counted from the first. */
export function stepperState(plan: FormPlan, completed: readonly PatientFormStep[], currentStep: number) {
  let completedCount = 0;
  while (
    completedCount < plan.steps.length &&
    plan.steps[completedCount]!.subPages.every((page) => completed.includes(page))
  ) {
    completedCount += 1;
  }
  return { completedCount: Math.max(completedCount, currentStep) };
}

export interface BookingSources {
  plan: FormPlan;
  content: FormContent;
  scheduler: SchedulerState;
  data: PatientFormData;
  now: Date;
}

/** The booking payload from the form and the content it was built with. */
export function bookingInputFor({ plan, content, scheduler, data, now }: BookingSources) {
  return buildBookingPayload({
    scheduler,
    pages: plan.pages.map((entry) => entry.page),
    data: completeFormData(data),
    addressPage: plan.addressPage,
    submitWithLicensureState: content.scheduler.submitWithLicensureState,
    medicareRecipientAnswer: content.insurance.medicareRecipientAnswer,
    questions: questionsFor(content.medicalInformation, plan.group),
    medicalContent: {
      medicalHistory: content.medicalHistory,
      dietaryRestrictions: content.dietaryRestrictions,
      appointmentGoals: content.checklists.appointmentGoals,
      survey: content.checklists.survey,
    },
    now,
  });
}
