export * from './analytics-flow.js';
export * from './appointment-time.js';
export * from './appointment-when.js';
export * from './calendar-uid.js';
export * from './confirm-code.js';
export * from './constants.js';
export * from './generic-messages.js';
export * from './language.js';
export * from './map-link.js';
export * from './operating-hours.js';
export { type Address, AddressSchema, type BasicInfo, BasicInfoSchema } from './patient/basic-info.js';
export { type ConsentDetails, ConsentDetailsSchema } from './patient/consent-details.js';
export * from './patient/date-of-birth.js';
export {
  nameField as patientNameField,
  textField as boundedTextField,
  textListField as boundedTextListField,
} from './patient/fields.js';
export { type InsuranceInfo, InsuranceInfoSchema } from './patient/insurance-info.js';
export * from './patient/limits.js';
export { type MedicalInfo, MedicalInfoSchema } from './patient/medical-info.js';
export * from './patient/minimum-age.js';
export * from './patient/options.js';
export * from './patient/provider-information-fields.js';
export { type Questionnaire, QuestionnaireSchema } from './patient/questionnaire.js';
export * from './patient/questionnaire-fields.js';
export * from './patient-data.js';
export * from './patient-form-steps.js';
export * from './service.js';
export * from './service-overrides.js';
export * from './service-schema.js';
export * from './slots/index.js';
export * from './template.js';
export * from './time-zone-label.js';
export * from './translated.js';
export * from './us-states.js';
export * from './waitlist.js';
export * from './weekly-hours.js';
