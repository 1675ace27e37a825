import {
  MEDICAL_CARD_FIELDS,
  MEDICAL_CARD_PARTS,
  MEDICAL_LIST_FIELDS,
  PATIENT_FORM_STEPS,
  PROVIDER_INFORMATION_FIELDS,
  QUESTIONNAIRE_YES_NO_FIELDS,
  REDIRECT_ACTIONS,
  SCHEDULER_FLOWS,
} from '@hs/domain';
import { NO_RELEVANT_ENDPOINT } from './analytics-basics.js';
import {
  addressValidationPath,
  appointmentLookupPath,
  appointmentPath,
  appointmentsPath,
  benefitCodeValidatePath,
  clinicDetailsPath,
  clinicsPath,
  licensureStatesPath,
  locationSearchPath,
  locationValidateAddressPath,
  locatorClinicPath,
  locatorClinicSearchPath,
  physicalResultsPath,
  reminderOptOutPath,
  reschedulePath,
  reservationPath,
  reservationsPath,
  servicesPath,
  timeslotsPath,
  virtualResultsPath,
} from './paths.js';
import { type WebRouteName, webRoutes } from './web-routes.js';

/*
 * Every word an analytics event may carry (decision 044). The web app builds its events from these lists and the
 * API accepts nothing else, so no value a visitor typed (a name, an address, a date, a member id, a diagnosis)
 * has anywhere to go. Plain arrays without zod; each one made from others is marked pure, so a page's code
 * carries only the lists it uses (the search form's first screen uses few).
 */

const under = <P extends string, N extends string>(prefix: P, names: readonly N[]) =>
  names.map((name) => `${prefix}.${name}` as const);

/** Pages by their route-table name; 'root' is the bare origin and 'notFound' any other path. */
export const ANALYTICS_ROUTES = /* @__PURE__ */ (() =>
  [...(Object.keys(webRoutes) as WebRouteName[]), 'root', 'notFound'] as const)();

/** The scheduler's flows, and the find-my-appointment page (our addition), whose cancel reports as 'manage'. */
export const ANALYTICS_FLOWS = /* @__PURE__ */ (() => [...SCHEDULER_FLOWS, 'manage'] as const)();
export const ANALYTICS_REDIRECT_ACTIONS = REDIRECT_ACTIONS;

/** The steps of the bundled prescreens (content `prescreen-data`); another step is reported as 'prescreen'. */
export const ANALYTICS_PRESCREEN_STEPS = [
  'age',
  'physical-type',
  'reason',
  'employer',
  'drug-screening',
  'questionnaire',
  'travel-vaccine',
  'visit-details',
  'vaccines',
  'covid-eligibility',
] as const;

/**
 * Forms by the name their page gives them: 'locator' is the clinic locator's search, 'manage' the
 * find-my-appointment lookup; 'prescreen' stands for a prescreen step not listed above.
 */
export const ANALYTICS_FORMS = /* @__PURE__ */ (() =>
  [
    'search',
    'benefitCode',
    'results',
    'locator',
    'manage',
    ...PATIENT_FORM_STEPS,
    ...ANALYTICS_PRESCREEN_STEPS,
    'prescreen',
  ] as const)();

/** What a flow's continue and complete events name: the results, the follow-up, a prescreen or form step. */
export const ANALYTICS_STEPS = /* @__PURE__ */ (() =>
  ['results', 'followup', ...PATIENT_FORM_STEPS, ...ANALYTICS_PRESCREEN_STEPS, 'prescreen'] as const)();

const SEARCH_FORM_FIELDS = ['type', 'location', 'appointmentDate'] as const;

/** The locator's search field and the find-my-appointment lookup's (its last name is the patient form's). */
const LOCATOR_AND_MANAGE_FIELDS = ['searchText', 'confirmCode', 'dateOfBirth'] as const;

/** The questions of the bundled prescreens and the COVID-19 eligibility questions, by id. */
const PRESCREEN_FIELDS = [
  'isTwentyOrOlder',
  'physicalType',
  'screeningReason',
  'employer',
  'drugScreening',
  'medicarePartB',
  'recentWellnessVisit',
  'medicareBeneficiaryId',
  'travelVaccine',
  'vaccines',
  'state',
  'timeZone',
  'date',
  'medicaid',
  'covidSymptoms',
  'ageGroup',
  'hadReaction',
  'dosesReceived',
  'lastDoseBrand',
  'lastDoseDate',
  'recentVaccine',
  'recentVaccineDate',
] as const;

const ADDRESS_FIELDS = ['addressLineOne', 'addressLineTwo', 'city', 'state', 'zipCode', 'county'] as const;

/** The patient form's controls, sub-page by sub-page (apps/web schedule model, `pageValues`). */
const PATIENT_FORM_FIELDS = /* @__PURE__ */ (() =>
  [
    // patientDetails
    'firstName',
    'lastName',
    'preferredName',
    'dobMonth',
    'dobDay',
    'dobYear',
    'sexAssignedAtBirth',
    'gender',
    'weight',
    'race',
    'ethnicity',
    'preferredLanguage',
    'altId',
    'motherMaidenFirstName',
    'motherMaidenLastName',
    ...ADDRESS_FIELDS,
    'phoneNumber',
    'confirmPhone',
    'isMobileNum',
    'isMobileConsentChecked',
    'emailAddress',
    'confirmEmail',
    ...PROVIDER_INFORMATION_FIELDS,
    // financialConsent, financialConsentForTelemedicine, vaccineConsent
    'patientLegalName',
    'relationshipWithPatient',
    'responsiblePartyFirstName',
    'responsiblePartyLastName',
    // appointmentNotes
    'reasons',
    'note',
    'comments',
    // insurance, simpleInsurance
    'hasPrimaryInsurance',
    'hasMedicare',
    'medicareBeneficiaryId',
    'hasMedicaid',
    'hasReferral',
    'stateIssuedId',
    'hasSecondaryInsurance',
    'insuranceCarrier',
    'cardholderIdNumber',
    'groupNumber',
    // medicalHistory
    'conditions',
    'otherMedicalCondition',
    'doYouTakeMedications',
    'medications',
    'anythingElse',
    // dietaryRestrictions
    'allergiesOrRestrictions',
    'foodAllergies',
    'otherFoodAllergies',
    'foodsOrIngredientsNotLiked',
    // appointmentGoals, survey
    'choices',
    'otherCheckboxField',
    // privacyPractice, generalConsent
    'privacyPractice',
    'nspConsent',
    'hieConsent',
    'ppaConsent',
  ] as const)();

const POLICY_FIELDS = /* @__PURE__ */ (() =>
  [
    'insuranceCarrier',
    'memberId',
    'groupNumber',
    'relation',
    'policyHolderFirstName',
    'policyHolderLastName',
    'policyHolderSex',
    'personCode',
    'sendInvoiceTo',
    ...under('claimsAddress', ['addressLineOne', 'addressLineTwo', 'city', 'state', 'zipCode'] as const),
  ] as const)();

/** One per card an answer can hold (MEDICAL_DETAIL_CARDS_MAX, checked by the tests). */
export const ANALYTICS_CARD_SLOTS = ['0', '1', '2', '3', '4'] as const;

/** Field names as the controls' `name` attributes and the forms' error paths give them. */
export const ANALYTICS_FIELDS = /* @__PURE__ */ (() =>
  [
    ...SEARCH_FORM_FIELDS,
    ...LOCATOR_AND_MANAGE_FIELDS,
    'benefitCode',
    'timeslot',
    ...PRESCREEN_FIELDS,
    ...PATIENT_FORM_FIELDS,
    ...under('primary', POLICY_FIELDS),
    ...under('secondary', POLICY_FIELDS),
    ...under('answers', QUESTIONNAIRE_YES_NO_FIELDS),
    ...under('lists', MEDICAL_LIST_FIELDS),
    ...MEDICAL_CARD_FIELDS.flatMap((field) =>
      ANALYTICS_CARD_SLOTS.flatMap((slot) =>
        MEDICAL_CARD_PARTS.map((part) => `cards.${field}.${slot}.${part}` as const),
      ),
    ),
  ] as const)();

/** The rules the search form's messages stand for (its resolver reports messages only). */
export const SEARCH_FORM_RULES = [
  'typeRequired',
  'locationRequired',
  'locationTooShort',
  'locationTooLong',
  'dateInvalid',
  'dateTooEarly',
  'dateTooLate',
] as const;

/**
 * The rules of the patient form's fields besides react-hook-form's required, minLength, maxLength and pattern
 * and the search form's dateInvalid: a confirmation that differs, the minimum age (§9), a date that must be
 * past, and too few or too many choices or list items.
 */
export const PATIENT_FORM_RULES = ['mismatch', 'minimumAge', 'pastDate', 'minItems', 'maxItems'] as const;

/**
 * A broken rule: zod's issue codes (the forms' resolvers), react-hook-form's own rules, the search form's
 * message keys, the patient form's rules, the benefit code the server did not accept, and 'invalid' when
 * nothing names one.
 */
export const ANALYTICS_RULES = /* @__PURE__ */ (() =>
  [
    'invalid_type',
    'too_big',
    'too_small',
    'invalid_format',
    'not_multiple_of',
    'unrecognized_keys',
    'invalid_union',
    'invalid_key',
    'invalid_element',
    'invalid_value',
    'custom',
    'required',
    'min',
    'max',
    'minLength',
    'maxLength',
    'pattern',
    'validate',
    ...SEARCH_FORM_RULES,
    ...PATIENT_FORM_RULES,
    'notAccepted',
    'invalid',
  ] as const)();

/** Alerts, banners and error modals by the name display-alert gives them (the `name` of Alert and ErrorSummary). */
export const ANALYTICS_ALERTS = [
  'availability-connection-error',
  'benefit-code-banner',
  'benefit-code-locations-failed',
  'benefit-code-network-error',
  'booking-alreadyBooked',
  'booking-confirmationError',
  'booking-conflict',
  'booking-connection-error',
  'cancel-already-canceled',
  'cancel-failed',
  'clinic-details-failed',
  'clinic-not-found',
  'eligibility-ineligible',
  'eligibility-load-failure',
  'eligibility-unknown-question',
  'form-content-unavailable',
  'hold-expired',
  'hold-expiry-warning',
  'inline-category-message',
  'just-booked',
  'linked-time-gone',
  'lead-time-warning',
  'licensure-load-failure',
  'licensure-states-failed',
  'location-unavailable',
  'locator-network-failure',
  'locator-no-results',
  'manage-appointment-updated',
  'manage-lookup-failed',
  'max-days-ahead',
  'medicare-notice',
  'patient-form-banner',
  'prescreen-banner',
  'prescreen-option-notice',
  'prescreen-unavailable',
  'reschedule-failed',
  'reserve-failed',
  'search-banner',
  'search-connection-error',
  'select-time',
  'services-unavailable',
] as const;

/**
 * What a customer-facing service error says went wrong (§8), as a code rather than the message shown, which
 * may quote the server. The availability codes are the spec's; the others name the call that failed.
 */
export const ANALYTICS_ERROR_CODES = [
  'UNKNOWN_ERROR',
  'LOCATION_UNAVAILABLE',
  'SERVER_ERROR',
  'CLIENT_ERROR',
  'SERVICES_UNAVAILABLE',
  'LICENSURE_STATES_UNAVAILABLE',
  'RESERVATION_UNAVAILABLE',
  'RESERVATION_FAILED',
  'CANCEL_FAILED',
  'BENEFIT_CODE_NETWORK_ERROR',
  'CLINIC_SEARCH_FAILED',
] as const;

/** The API's paths as their routes name them (`:id`, never an id), and §8's stand-in when no call is to blame. */
export const ANALYTICS_ENDPOINTS = [
  servicesPath,
  benefitCodeValidatePath,
  clinicsPath,
  clinicDetailsPath,
  physicalResultsPath,
  virtualResultsPath,
  reservationsPath,
  reservationPath,
  licensureStatesPath,
  appointmentsPath,
  appointmentPath,
  appointmentLookupPath,
  reschedulePath,
  reminderOptOutPath,
  timeslotsPath,
  addressValidationPath,
  locatorClinicSearchPath,
  locatorClinicPath,
  locationSearchPath,
  locationValidateAddressPath,
  NO_RELEVANT_ENDPOINT,
] as const;

export type AnalyticsFlow = (typeof ANALYTICS_FLOWS)[number];
export type AnalyticsRoute = (typeof ANALYTICS_ROUTES)[number];
export type AnalyticsForm = (typeof ANALYTICS_FORMS)[number];
export type AnalyticsStep = (typeof ANALYTICS_STEPS)[number];
export type AnalyticsField = (typeof ANALYTICS_FIELDS)[number];
export type AnalyticsRule = (typeof ANALYTICS_RULES)[number];
export type AnalyticsAlert = (typeof ANALYTICS_ALERTS)[number];
export type AnalyticsErrorCode = (typeof ANALYTICS_ERROR_CODES)[number];
export type AnalyticsEndpoint = (typeof ANALYTICS_ENDPOINTS)[number];
