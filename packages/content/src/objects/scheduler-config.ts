import { defineContent } from '../registry.js';
import type { SchedulerConfig } from '../schemas/scheduler-config.js';

const inPerson = { schedulerFlow: 'IN_PERSON', hideSAF: false, isDisabled: false } as const;

export const schedulerConfig = defineContent<SchedulerConfig>(
  { schema: 'scheduler-config', version: '1.0.0', dir: 'scheduler', name: 'config' },
  () => import('../schemas/scheduler-config.js').then((module) => module.SchedulerConfigSchema),
  {
    submitWithLicensureState: true,
    filter: { businessNames: ['tlc', 'pharmacy', 'dietitian'] },
    groupOrdering: true,
    categories: [
      {
        ...inPerson,
        category: 'Illness & Injury',
        showPromotionModal: false,
        redirectAction: 'results',
        formConfigGroup: 'in-person-visit',
      },
      {
        category: 'Vaccines',
        schedulerFlow: 'EVERYDAY_VACCINE',
        showPromotionModal: true,
        redirectAction: 'prescreen',
        prescreenId: 'vaccines',
        hideSAF: false,
        isDisabled: false,
        formConfigGroup: 'vaccine',
        // Vaccines are chosen in the prescreen, so there is no reason for visit to ask for.
        shouldSkipStep: ['appointmentNotes'],
        vaccineConsent: { ampAssetID: 'vaccine-consent', allowScrolling: true },
      },
      {
        ...inPerson,
        category: 'Travel Vaccines',
        showPromotionModal: false,
        redirectAction: 'prescreen',
        prescreenId: 'travel_vaccines',
        inlineSAFMessage: {
          type: 'info',
          text: 'Book 4 to 6 weeks before you travel. Some vaccines need more than one dose or time to start working.',
        },
        formConfigGroup: 'travel-vaccine',
        vaccineConsent: { ampAssetID: 'vaccine-consent', allowScrolling: true },
      },
      {
        ...inPerson,
        category: 'Physicals',
        showPromotionModal: false,
        redirectAction: 'prescreen',
        prescreenId: 'physicals',
        formConfigGroup: 'physical',
      },
      {
        ...inPerson,
        category: 'DOT Physicals',
        showPromotionModal: false,
        redirectAction: 'prescreen',
        prescreenId: 'dot_physicals',
        inlineSAFMessage: {
          type: 'info',
          text: "DOT physicals are not billed to insurance. Bring your driver's license, any glasses, contact lenses or hearing aids you use, and a list of your medications.",
        },
        formConfigGroup: 'dot-physical',
        shouldSkipStep: ['insurance'],
      },
      {
        ...inPerson,
        category: 'Health Screenings',
        showPromotionModal: false,
        redirectAction: 'prescreen',
        prescreenId: 'health_screenings',
        formConfigGroup: 'health-screening',
      },
      {
        ...inPerson,
        category: 'Medicare Annual Wellness Visit',
        showPromotionModal: false,
        redirectAction: 'prescreen',
        prescreenId: 'medicare_check',
        inlineSAFMessage: {
          type: 'info',
          text: 'Medicare Part B patients pay nothing for this visit when it has been at least 12 months since their last wellness visit. Please bring your Medicare card and a list of your medications.',
        },
        formConfigGroup: 'medicare-wellness',
      },
      {
        category: 'Virtual Visit',
        schedulerFlow: 'VIRTUAL_VISIT',
        showPromotionModal: false,
        redirectAction: 'results',
        stateSelectionModal: { ampCollectionId: 'virtual-visit-state' },
        inlineSAFMessage: {
          type: 'info',
          text: 'Virtual visits are video visits with a licensed provider. You must be in a state where our providers are licensed at the time of your visit.',
        },
        hideSAF: false,
        isDisabled: false,
        formConfigGroup: 'virtual-visit',
        financialConsentForTelemedicine: { patientLegalNameMaxLength: 50 },
      },
      {
        category: 'Telenutrition',
        schedulerFlow: 'DIETITIAN',
        showPromotionModal: false,
        redirectAction: 'prescreen',
        prescreenId: 'dietitian',
        hideSAF: false,
        isDisabled: false,
        formConfigGroup: 'telenutrition',
      },
    ],
  },
  ['es'],
);
