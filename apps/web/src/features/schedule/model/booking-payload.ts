import type { MedicalQuestion, PatientFormStep } from '@hs/content';
import { BUSINESS_NAMES, type BusinessName, DEFAULT_TIME_ZONE, toYesNo } from '@hs/domain';
import type { Language } from '@/lib/i18n/language';
import type { AddressValues } from '@/lib/patient-fields/address';
import type { SchedulerState } from '@/lib/scheduler-store/scheduler-state';
import { referralOf } from '@/lib/search/search-state';
import type { BookingPayload } from './booking-payload-types';
import { asChoices } from './choice-list';
import type { AppointmentNotesValues } from './notes-schema';
import { EMPTY_PATIENT_DETAILS } from './patient-details-schema';
import { type PatientFormData, SIGNED_CONSENT_PAGES } from './patient-form-data';
import { toBasicInfo } from './payload-basic-info';
import { toConsentDetails } from './payload-consents';
import { toInsuranceInfo } from './payload-insurance';
import { toQuestionnaire } from './payload-medical';
import { type MedicalInfoSources, toMedicalInfo } from './payload-medical-info';

/** Added to the notes when the visitor accepted the travel-vaccine promotion (§3). */
const TRAVEL_PROMOTION_NOTE = 'Travel Vaccines Consultation';
const BOOKING_TAG = 'with-care';

/** Flows whose providers are chosen by state licence rather than by location (§7 reservations). */
const STATE_BASED_FLOWS = new Set(['VIRTUAL_VISIT', 'DIETITIAN']);

export interface BookingInput {
  scheduler: Pick<
    SchedulerState,
    | 'appointment'
    | 'followup'
    | 'provider'
    | 'flow'
    | 'shouldAddPromotion'
    | 'prescreenAnswers'
    | 'search'
    | 'waitlistOffer'
  >;
  /** The sub-pages of this form, in order. */
  pages: readonly PatientFormStep[];
  data: PatientFormData;
  /** The sub-page that asked for the home address. */
  addressPage: PatientFormStep;
  submitWithLicensureState: boolean;
  /** The prescreen answer name that says the patient receives Medicare. */
  medicareRecipientAnswer: string;
  questions: readonly MedicalQuestion[];
  medicalContent: MedicalInfoSources['content'];
  /** The language the server writes to the patient in: the one the pages are shown in. */
  language: Language;
  now: Date;
}

/** A prescreen answer saying the patient receives Medicare (§3: forces insurance and Medicare to Yes). */
export function isMedicareRecipient(answers: SchedulerState['prescreenAnswers'], name: string): boolean {
  const answer = answers?.[name];
  const first = Array.isArray(answer) ? answer[0] : answer;
  return toYesNo(first) === 'Yes';
}

function notesOf(values: AppointmentNotesValues | undefined, promotion: boolean) {
  const notes = values ? [...asChoices(values.reasons), values.note.trim()].filter(Boolean) : [];
  if (promotion) notes.push(TRAVEL_PROMOTION_NOTE);
  return notes.length > 0 ? notes : undefined;
}

const businessNameOf = (name: string | undefined, flow: string | undefined): BusinessName =>
  (BUSINESS_NAMES as readonly string[]).includes(name ?? '')
    ? (name as BusinessName)
    : flow === 'DIETITIAN'
      ? 'dietitian'
      : 'tlc';

/**
 * Assembles the §3 booking payload from the held appointment and the saved sub-pages. Pure: the clock comes
 * in as `now`, so the same input always gives the same payload.
 */
export function buildBookingPayload(input: BookingInput): BookingPayload {
  const { scheduler, data, pages, now } = input;
  const { appointment, followup, provider, flow } = scheduler;
  if (!appointment || !provider) throw new Error('A booking needs a held appointment and its provider.');
  const has = (page: PatientFormStep) => pages.includes(page);
  const details = data.patientDetails ?? EMPTY_PATIENT_DETAILS;
  const signedPage = SIGNED_CONSENT_PAGES.find((page) => has(page) && data[page]);
  const signed = signedPage ? { page: signedPage, values: data[signedPage]! } : undefined;
  const address: AddressValues =
    (input.addressPage === 'patientDetails'
      ? details
      : data[input.addressPage as (typeof SIGNED_CONSENT_PAGES)[number]]) ?? details;
  const insurance = has('insurance') ? data.insurance : undefined;
  const simpleInsurance = has('simpleInsurance') ? data.simpleInsurance : undefined;
  const stateBased = input.submitWithLicensureState && STATE_BASED_FLOWS.has(flow ?? '');
  const vaccines = appointment.services.filter((service) => service.isVaccine).map((service) => service.name);
  const firstFollowupService = followup?.services[0];

  return {
    businessName: businessNameOf(provider.businessName, flow),
    serviceIds: appointment.services.map((service) => service.id),
    dateTime: appointment.timestamp,
    reservationCode: appointment.reservationCode,
    ...(stateBased && provider.licensureState
      ? { licensureState: provider.licensureState }
      : { locationNumber: provider.providerId }),
    // §9: virtual and dietitian visits happen in the provider's zone; others in the booking time's zone.
    patientTimeZone: (stateBased ? provider.timezone : appointment.timezone) || DEFAULT_TIME_ZONE,
    basicInfo: toBasicInfo({
      details,
      address,
      consent: signed?.values,
      stateIssuedId: insurance?.stateIssuedId ?? simpleInsurance?.stateIssuedId,
    }),
    requestedVaccinations: vaccines.length > 0 ? vaccines : undefined,
    comments: has('appointmentNotes') ? data.appointmentNotes?.comments.trim() || undefined : undefined,
    notes: notesOf(has('appointmentNotes') ? data.appointmentNotes : undefined, scheduler.shouldAddPromotion === true),
    tags: [BOOKING_TAG],
    language: input.language,
    insuranceInfo: toInsuranceInfo({
      details,
      insurance,
      simpleInsurance,
      medicareForced: isMedicareRecipient(scheduler.prescreenAnswers, input.medicareRecipientAnswer),
    }),
    medicalInfo: toMedicalInfo({
      medicalHistory: has('medicalHistory') ? data.medicalHistory : undefined,
      dietaryRestrictions: has('dietaryRestrictions') ? data.dietaryRestrictions : undefined,
      appointmentGoals: has('appointmentGoals') ? data.appointmentGoals : undefined,
      survey: has('survey') ? data.survey : undefined,
      content: input.medicalContent,
    }),
    consentDetails: toConsentDetails({
      flow,
      details,
      signed,
      privacyPractice: has('privacyPractice') ? data.privacyPractice : undefined,
      generalConsent: has('generalConsent') ? data.generalConsent : undefined,
      now,
    }),
    questionnaire:
      has('medicalInformation') && data.medicalInformation
        ? toQuestionnaire(data.medicalInformation, input.questions)
        : undefined,
    followupAppointment:
      followup && firstFollowupService
        ? {
            serviceId: firstFollowupService.id,
            dateTime: { value: followup.timestamp, timezone: followup.timezone },
            reservationCode: followup.reservationCode,
          }
        : undefined,
    referral: referralOf(scheduler.search),
    waitlistOffer: scheduler.waitlistOffer,
  };
}
