import type { BookingContent, FormContent } from '@/features/schedule/api/use-form-content';
import { buildBookingPayload } from '@/features/schedule/model/booking-payload';
import type { FormPlan } from '@/features/schedule/model/form-plan';
import { questionsFor } from '@/features/schedule/model/medical-information-schema';
import { completeFormData } from '@/features/schedule/model/page-defaults';
import type { PatientFormData } from '@/features/schedule/model/patient-form-data';
import { requestLanguage } from '@/lib/i18n/request-language';
import type { SchedulerState } from '@/lib/scheduler-store/scheduler-state';

export interface BookingSources {
  plan: FormPlan;
  content: FormContent;
  /** Undefined when it could not be loaded: the booking then cannot be put together. */
  bookingContent: BookingContent | undefined;
  scheduler: SchedulerState;
  data: PatientFormData;
  now: Date;
}

/** The booking payload from the form and the content it was built with. */
export function bookingInputFor({ plan, content, bookingContent, scheduler, data, now }: BookingSources) {
  if (!bookingContent) throw new Error('The booking content has not arrived.');
  return buildBookingPayload({
    scheduler,
    pages: plan.pages.map((entry) => entry.page),
    data: completeFormData(data),
    addressPage: plan.addressPage,
    submitWithLicensureState: content.scheduler.submitWithLicensureState,
    medicareRecipientAnswer: bookingContent.insurance.medicareRecipientAnswer,
    questions: questionsFor(bookingContent.medicalInformation, plan.group),
    medicalContent: {
      medicalHistory: bookingContent.medicalHistory,
      dietaryRestrictions: bookingContent.dietaryRestrictions,
      appointmentGoals: bookingContent.checklists.appointmentGoals,
      survey: bookingContent.checklists.survey,
    },
    language: requestLanguage(),
    now,
  });
}
