import type { PatientFormStep } from '@hs/content';
import { EMPTY_CHECKLIST } from '../model/checklist-schema';
import { EMPTY_GENERAL_CONSENT, EMPTY_PRIVACY_PRACTICE } from '../model/consent-questions-schema';
import { EMPTY_DIETARY_RESTRICTIONS } from '../model/dietary-restrictions-schema';
import { withDefaults } from '../model/form-draft';
import { EMPTY_INSURANCE } from '../model/insurance-schema';
import { EMPTY_MEDICAL_HISTORY } from '../model/medical-history-schema';
import { EMPTY_MEDICAL_INFORMATION } from '../model/medical-information-schema';
import { EMPTY_APPOINTMENT_NOTES } from '../model/notes-schema';
import { EMPTY_PATIENT_DETAILS } from '../model/patient-details-schema';
import { EMPTY_SIGNED_CONSENT } from '../model/signed-consent-schema';
import { EMPTY_SIMPLE_INSURANCE } from '../model/simple-insurance-schema';
import type { StepFooter } from './step-form';
import { AppointmentNotesPage } from './sub-pages/appointment-notes-page';
import { ChecklistPage } from './sub-pages/checklist-page';
import { DietaryRestrictionsPage } from './sub-pages/dietary-restrictions-page';
import { GeneralConsentPage } from './sub-pages/general-consent-page';
import { InsurancePage } from './sub-pages/insurance-page';
import { MedicalHistoryPage } from './sub-pages/medical-history-page';
import { MedicalInformationPage } from './sub-pages/medical-information-page';
import { PatientDetailsPage } from './sub-pages/patient-details-page';
import { PrivacyPracticePage } from './sub-pages/privacy-practice-page';
import { SignedConsentPage } from './sub-pages/signed-consent-page';
import { SimpleInsurancePage } from './sub-pages/simple-insurance-page';
import type { SubPageContext } from './sub-pages/sub-page-props';

export interface SubPageSwitchProps {
  page: PatientFormStep;
  heading: string;
  footer: StepFooter;
  context: SubPageContext;
  onDraft: (page: PatientFormStep, values: unknown) => void;
  onContinue: (page: PatientFormStep, values: unknown) => void;
}

/** Renders one sub-page with what was saved for it (or its empty values). */
export function SubPage({ page, heading, footer, context, onDraft, onContinue }: SubPageSwitchProps) {
  const stored = context.data[page];
  const common = {
    page,
    heading,
    footer,
    context,
    onDraft: (values: unknown) => onDraft(page, values),
    onContinue: (values: unknown) => onContinue(page, values),
  };
  switch (page) {
    case 'patientDetails':
      return <PatientDetailsPage {...common} initial={withDefaults(EMPTY_PATIENT_DETAILS, stored)} />;
    case 'medicalInformation':
      return <MedicalInformationPage {...common} initial={withDefaults(EMPTY_MEDICAL_INFORMATION, stored)} />;
    case 'financialConsent':
    case 'financialConsentForTelemedicine':
    case 'vaccineConsent':
      return <SignedConsentPage {...common} initial={withDefaults(EMPTY_SIGNED_CONSENT, stored)} />;
    case 'appointmentNotes':
      return <AppointmentNotesPage {...common} initial={withDefaults(EMPTY_APPOINTMENT_NOTES, stored)} />;
    case 'insurance':
      return <InsurancePage {...common} initial={withDefaults(EMPTY_INSURANCE, stored)} />;
    case 'simpleInsurance':
      return <SimpleInsurancePage {...common} initial={withDefaults(EMPTY_SIMPLE_INSURANCE, stored)} />;
    case 'medicalHistory':
      return <MedicalHistoryPage {...common} initial={withDefaults(EMPTY_MEDICAL_HISTORY, stored)} />;
    case 'dietaryRestrictions':
      return <DietaryRestrictionsPage {...common} initial={withDefaults(EMPTY_DIETARY_RESTRICTIONS, stored)} />;
    case 'appointmentGoals':
    case 'survey':
      return <ChecklistPage {...common} initial={withDefaults(EMPTY_CHECKLIST, stored)} />;
    case 'privacyPractice':
      return <PrivacyPracticePage {...common} initial={withDefaults(EMPTY_PRIVACY_PRACTICE, stored)} />;
    case 'generalConsent':
      return <GeneralConsentPage {...common} initial={withDefaults(EMPTY_GENERAL_CONSENT, stored)} />;
  }
}
