import type { PatientFormStep } from '@hs/content';
import { AppointmentNotesPage } from '@/features/schedule/components/sub-pages/appointment-notes-page';
import { ChecklistPage } from '@/features/schedule/components/sub-pages/checklist-page';
import { DietaryRestrictionsPage } from '@/features/schedule/components/sub-pages/dietary-restrictions-page';
import { GeneralConsentPage } from '@/features/schedule/components/sub-pages/general-consent-page';
import { InsurancePage } from '@/features/schedule/components/sub-pages/insurance-page';
import { MedicalHistoryPage } from '@/features/schedule/components/sub-pages/medical-history-page';
import { MedicalInformationPage } from '@/features/schedule/components/sub-pages/medical-information-page';
import { PrivacyPracticePage } from '@/features/schedule/components/sub-pages/privacy-practice-page';
import { SignedConsentPage } from '@/features/schedule/components/sub-pages/signed-consent-page';
import { SimpleInsurancePage } from '@/features/schedule/components/sub-pages/simple-insurance-page';
import type { SubPageProps } from '@/features/schedule/components/sub-pages/sub-page-props';
import { pageValues } from '@/features/schedule/model/page-defaults';

export { bookingInputFor } from './booking-input';

export type LaterStep = Exclude<PatientFormStep, 'patientDetails'>;

export interface LaterStepProps {
  page: LaterStep;
  common: Omit<SubPageProps<unknown>, 'initial'>;
  stored: unknown;
}

/** The sub-pages after Patient Details, in a module of their own: the form's first screen does not wait for them. */
export default function LaterStepPage({ page, common, stored }: LaterStepProps) {
  switch (page) {
    case 'medicalInformation':
      return <MedicalInformationPage {...common} initial={pageValues(page, stored)} />;
    case 'financialConsent':
    case 'financialConsentForTelemedicine':
    case 'vaccineConsent':
      return <SignedConsentPage {...common} initial={pageValues(page, stored)} />;
    case 'appointmentNotes':
      return <AppointmentNotesPage {...common} initial={pageValues(page, stored)} />;
    case 'insurance':
      return <InsurancePage {...common} initial={pageValues(page, stored)} />;
    case 'simpleInsurance':
      return <SimpleInsurancePage {...common} initial={pageValues(page, stored)} />;
    case 'medicalHistory':
      return <MedicalHistoryPage {...common} initial={pageValues(page, stored)} />;
    case 'dietaryRestrictions':
      return <DietaryRestrictionsPage {...common} initial={pageValues(page, stored)} />;
    case 'appointmentGoals':
    case 'survey':
      return <ChecklistPage {...common} initial={pageValues(page, stored)} />;
    case 'privacyPractice':
      return <PrivacyPracticePage {...common} initial={pageValues(page, stored)} />;
    case 'generalConsent':
      return <GeneralConsentPage {...common} initial={pageValues(page, stored)} />;
  }
}
