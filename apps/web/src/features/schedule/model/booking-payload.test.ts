import { checklists, dietaryRestrictions, medicalHistory, medicalInformation, type PatientFormStep } from '@hs/content';
import { BookingRequestSchema } from '@hs/contracts';
import { describe, expect, it } from 'vitest';
import { VALID_PATIENT } from '../test/patient-fixtures';
import { HELD, PROVIDER, SICK_VISIT } from '../test/scheduler-fixtures';
import { type BookingInput, buildBookingPayload, isMedicareRecipient } from './booking-payload';
import { OTHER_CHOICE } from './choice-list';
import { EMPTY_INSURANCE, EMPTY_POLICY } from './insurance-schema';
import { questionsFor } from './medical-information-schema';
import type { PatientFormData } from './patient-form-data';
import { EMPTY_SIGNED_CONSENT } from './signed-consent-schema';

const NOW = new Date('2026-11-22T15:04:05.000Z');
const SICK_PAGES: PatientFormStep[] = [
  'patientDetails',
  'appointmentNotes',
  'insurance',
  'financialConsent',
  'privacyPractice',
  'generalConsent',
];
const SICK_DATA: PatientFormData = {
  patientDetails: { ...VALID_PATIENT, preferredLanguage: 'Choose One' },
  appointmentNotes: {
    reasons: ['Sore throat', 'Fever or flu-like symptoms'],
    note: '',
    comments: '  Since Tuesday.  ',
  },
  insurance: { ...EMPTY_INSURANCE, hasPrimaryInsurance: '0' },
  financialConsent: {
    ...EMPTY_SIGNED_CONSENT,
    patientLegalName: ' Maria Lopez-García ',
    relationshipWithPatient: 'Self',
  },
  privacyPractice: { privacyPractice: 'Yes' },
  generalConsent: { nspConsent: 'Yes', hieConsent: 'No', ppaConsent: 'Yes' },
};

function input(overrides: Partial<BookingInput> = {}): BookingInput {
  return {
    scheduler: SICK_VISIT,
    pages: SICK_PAGES,
    data: SICK_DATA,
    addressPage: 'patientDetails',
    submitWithLicensureState: true,
    medicareRecipientAnswer: 'medicareRecipient',
    questions: [],
    medicalContent: {
      medicalHistory: medicalHistory.data,
      dietaryRestrictions: dietaryRestrictions.data,
      appointmentGoals: checklists.data.appointmentGoals,
      survey: checklists.data.survey,
    },
    now: NOW,
    ...overrides,
  };
}

describe('buildBookingPayload for a sick visit', () => {
  const payload = buildBookingPayload(input());

  it('passes the booking contract the server checks', () => {
    expect(() => BookingRequestSchema.parse(payload)).not.toThrow();
  });

  it('books the held slot at its clinic, with the hold and the booking time zone', () => {
    expect(payload).toMatchObject({
      businessName: 'tlc',
      serviceIds: [29],
      dateTime: '2026-11-23T10:00:00-05:00',
      reservationCode: HELD.reservationCode,
      locationNumber: PROVIDER.providerId,
      patientTimeZone: 'America/New_York',
      tags: ['with-care'],
    });
    expect(payload.licensureState).toBeUndefined();
  });

  it('normalises the patient: phone ddd-ddd-dddd, DOB YYYY-MM-DD, lowercased sex and gender', () => {
    expect(payload.basicInfo).toMatchObject({
      firstName: 'Maria',
      lastName: 'Lopez-García',
      phone: '513-555-0142',
      email: 'maria@example.com',
      dateOfBirth: '1988-04-09',
      gender: 'female',
      sexAssignedAtBirth: 'female',
      race: 'White',
      ethnicity: 'Hispanic or Latino',
      weight: '142',
      motherName: 'Ana García',
      address: {
        addressLines: ['100 Main St'],
        cityTown: 'Cincinnati',
        stateProvince: 'OH',
        postalCode: '45202',
        county: 'Hamilton',
      },
      guardianDetails: { relationship: 'Self' },
    });
  });

  it('omits the language when it is the placeholder', () => {
    expect(payload.basicInfo.preferredLanguage).toBeUndefined();
    const spanish = buildBookingPayload(
      input({ data: { ...SICK_DATA, patientDetails: { ...VALID_PATIENT, preferredLanguage: 'Spanish' } } }),
    );
    expect(spanish.basicInfo.preferredLanguage).toBe('Spanish');
  });

  it('sends the consents as Yes or No with a UTC signature', () => {
    expect(payload.consentDetails).toEqual({
      consentToTreat: 'Yes',
      privacyPolicyConsent: 'Yes',
      hieConsent: 'No',
      noShowFeeConsent: 'Yes',
      patientPortalConsent: 'Yes',
      smsConsent: 'Yes',
      signature: { legalName: 'Maria Lopez-García', dateTime: '2026-11-22T15:04:05.000Z' },
    });
  });

  it('sends the checked reasons as notes and the comments trimmed', () => {
    expect(payload.notes).toEqual(['Sore throat', 'Fever or flu-like symptoms']);
    expect(payload.comments).toBe('Since Tuesday.');
    expect(payload.requestedVaccinations).toBeUndefined();
  });

  it('says there is no insurance when the answer is no', () => {
    expect(payload.insuranceInfo).toEqual({ hasInsurance: 'No' });
  });
});

describe('buildBookingPayload details', () => {
  it('adds the travel consultation note when the promotion was accepted', () => {
    const payload = buildBookingPayload(input({ scheduler: { ...SICK_VISIT, shouldAddPromotion: true } }));
    expect(payload.notes).toEqual(['Sore throat', 'Fever or flu-like symptoms', 'Travel Vaccines Consultation']);
  });

  it('names the guardian when someone else is responsible', () => {
    const payload = buildBookingPayload(
      input({
        data: {
          ...SICK_DATA,
          financialConsent: {
            ...EMPTY_SIGNED_CONSENT,
            patientLegalName: 'Mateo Lopez',
            relationshipWithPatient: 'Child',
            responsiblePartyFirstName: 'Maria',
            responsiblePartyLastName: 'Lopez',
            phoneNumber: '(513) 555-0199',
            confirmPhone: '5135550199',
          },
        },
      }),
    );
    expect(payload.basicInfo).toMatchObject({
      guardianName: 'Maria',
      guardianLastName: 'Lopez',
      guardianDetails: { relationship: 'Child', phone: '513-555-0199' },
    });
  });

  it('sends texting consent as No without a mobile number', () => {
    const payload = buildBookingPayload(
      input({ data: { ...SICK_DATA, patientDetails: { ...VALID_PATIENT, isMobileNum: 'No' } } }),
    );
    expect(payload.consentDetails?.smsConsent).toBe('No');
  });

  it('sends both policies, the programs and the primary care provider', () => {
    const policy = {
      ...EMPTY_POLICY,
      insuranceCarrier: 'Aetna',
      memberId: 'W1234',
      groupNumber: '',
      relation: 'Patient',
    };
    const payload = buildBookingPayload(
      input({
        data: {
          ...SICK_DATA,
          patientDetails: {
            ...VALID_PATIENT,
            primaryHealthcareProvider: 'Dr. Ruth Okafor',
            providerPhoneNumber: '(513) 555-0100',
          },
          insurance: {
            ...EMPTY_INSURANCE,
            hasPrimaryInsurance: '1',
            hasMedicare: 'Yes',
            medicareBeneficiaryId: '1eg4te5mk73',
            hasMedicaid: 'No',
            primary: policy,
            hasSecondaryInsurance: true,
            secondary: {
              ...policy,
              insuranceCarrier: 'Humana',
              relation: 'Policy Holder',
              policyHolderFirstName: 'Luis',
              policyHolderLastName: 'Lopez',
              policyHolderSex: 'male',
            },
          },
        },
      }),
    );
    expect(() => BookingRequestSchema.parse(payload)).not.toThrow();
    expect(payload.insuranceInfo).toEqual({
      hasInsurance: 'Yes',
      hasSecondaryInsurance: 'Yes',
      hasMedicare: 'Yes',
      hasMedicaid: 'No',
      insuranceProgramTypes: ['MEDICARE'],
      medicareBeneficiaryId: '1EG4-TE5-MK73',
      healthCareProviders: { primary: { name: 'Dr. Ruth Okafor', phone: '513-555-0100' } },
      primaryInsurance: {
        companyName: 'Aetna',
        relation: 'Patient',
        memberId: 'W1234',
        firstName: 'Maria',
        lastName: 'Lopez-García',
        sex: 'female',
      },
      secondaryInsurance: {
        companyName: 'Humana',
        relation: 'Policy Holder',
        memberId: 'W1234',
        firstName: 'Luis',
        lastName: 'Lopez',
        sex: 'male',
      },
    });
  });

  it('forces insurance and Medicare to Yes for a Medicare recipient', () => {
    const scheduler = { ...SICK_VISIT, prescreenAnswers: { medicareRecipient: 'yes' } };
    const payload = buildBookingPayload(
      input({
        scheduler,
        data: {
          ...SICK_DATA,
          insurance: {
            ...EMPTY_INSURANCE,
            hasPrimaryInsurance: '0',
            primary: { ...EMPTY_POLICY, insuranceCarrier: 'Medicare', memberId: '1EG4TE5MK73', relation: 'Patient' },
          },
        },
      }),
    );
    expect(payload.insuranceInfo).toMatchObject({ hasInsurance: 'Yes', hasMedicare: 'Yes' });
    expect(isMedicareRecipient({ medicareRecipient: 'no' }, 'medicareRecipient')).toBe(false);
    expect(isMedicareRecipient(undefined, 'medicareRecipient')).toBe(false);
  });

  it('books a follow-up with its own hold', () => {
    const followup = {
      timestamp: '2027-01-21T10:00:00-05:00',
      timezone: 'America/New_York',
      services: [{ id: 106, name: 'Shingles dose 2', isVaccine: true, isAvailable: true }],
      reservationCode: 'hold_BBBBBBBBBBBBBBBBBBBB',
    };
    const first = { ...HELD, services: [{ id: 105, name: 'Shingles dose 1', isVaccine: true, isAvailable: true }] };
    const payload = buildBookingPayload(input({ scheduler: { ...SICK_VISIT, appointment: first, followup } }));
    expect(payload.followupAppointment).toEqual({
      serviceId: 106,
      dateTime: { value: '2027-01-21T10:00:00-05:00', timezone: 'America/New_York' },
      reservationCode: 'hold_BBBBBBBBBBBBBBBBBBBB',
    });
    expect(payload.requestedVaccinations).toEqual(['Shingles dose 1']);
  });

  it('takes the address from the consent that asked for it', () => {
    const payload = buildBookingPayload(
      input({
        addressPage: 'financialConsent',
        data: {
          ...SICK_DATA,
          patientDetails: { ...VALID_PATIENT, addressLineOne: '', city: '' },
          financialConsent: {
            ...EMPTY_SIGNED_CONSENT,
            patientLegalName: 'Maria Lopez',
            relationshipWithPatient: 'Self',
            addressLineOne: '9 Elm St',
            addressLineTwo: 'Apt 2',
            city: 'Covington',
            state: 'KY',
            zipCode: '41011',
            county: 'Kenton',
          },
        },
      }),
    );
    expect(payload.basicInfo.address).toEqual({
      addressLines: ['9 Elm St', 'Apt 2'],
      cityTown: 'Covington',
      stateProvince: 'KY',
      postalCode: '41011',
      county: 'Kenton',
    });
  });
});

describe('buildBookingPayload for a virtual visit and a dietitian visit', () => {
  it('sends the licensure state, the provider’s zone and the telehealth consent', () => {
    const provider = { ...PROVIDER, providerId: 'virtual-eastern', licensureState: 'KY', timezone: 'America/Chicago' };
    const payload = buildBookingPayload(
      input({
        scheduler: { ...SICK_VISIT, flow: 'VIRTUAL_VISIT', provider },
        pages: ['patientDetails', 'simpleInsurance', 'financialConsentForTelemedicine'],
        data: {
          patientDetails: VALID_PATIENT,
          simpleInsurance: {
            hasPrimaryInsurance: '1',
            insuranceCarrier: 'Anthem',
            cardholderIdNumber: 'ANT123',
            groupNumber: '',
            stateIssuedId: '',
          },
          financialConsentForTelemedicine: {
            ...EMPTY_SIGNED_CONSENT,
            patientLegalName: 'Maria Lopez',
            relationshipWithPatient: 'Self',
          },
        },
      }),
    );
    expect(() => BookingRequestSchema.parse(payload)).not.toThrow();
    expect(payload).toMatchObject({ licensureState: 'KY', patientTimeZone: 'America/Chicago' });
    expect(payload.locationNumber).toBeUndefined();
    expect(payload.consentDetails).toMatchObject({ telehealthConsent: 'Yes', consentToTreat: 'Yes' });
    expect(payload.consentDetails?.telenutritionConsent).toBeUndefined();
    expect(payload.insuranceInfo?.primaryInsurance).toMatchObject({
      companyName: 'Anthem',
      memberId: 'ANT123',
      relation: 'Patient',
    });
  });

  it('sends the seven-answer dietitian questionnaire and the telenutrition consent', () => {
    const provider = { ...PROVIDER, businessName: 'dietitian', providerId: 'rd-amelia-brooks', licensureState: 'OH' };
    const payload = buildBookingPayload(
      input({
        scheduler: { ...SICK_VISIT, flow: 'DIETITIAN', provider },
        pages: [
          'patientDetails',
          'medicalHistory',
          'dietaryRestrictions',
          'appointmentGoals',
          'survey',
          'financialConsentForTelemedicine',
        ],
        data: {
          patientDetails: VALID_PATIENT,
          medicalHistory: {
            conditions: ['Prediabetes', OTHER_CHOICE],
            otherMedicalCondition: 'Gout',
            doYouTakeMedications: 'Yes',
            medications: 'Metformin 500 mg',
            anythingElse: '',
          },
          dietaryRestrictions: {
            allergiesOrRestrictions: 'No',
            foodAllergies: [],
            otherFoodAllergies: '',
            foodsOrIngredientsNotLiked: 'Cilantro',
          },
          appointmentGoals: { choices: ['Managing blood sugar', OTHER_CHOICE], otherCheckboxField: 'Cooking for one' },
          survey: { choices: [], otherCheckboxField: '' },
          financialConsentForTelemedicine: {
            ...EMPTY_SIGNED_CONSENT,
            patientLegalName: 'Maria Lopez',
            relationshipWithPatient: 'Self',
          },
        },
      }),
    );
    expect(() => BookingRequestSchema.parse(payload)).not.toThrow();
    expect(payload.businessName).toBe('dietitian');
    expect(payload.consentDetails).toMatchObject({ telenutritionConsent: 'Yes' });
    const answers = payload.medicalInfo?.dietitianQuestionnaire ?? [];
    expect(answers.map((answer) => answer.name)).toEqual([
      'medical_conditions',
      'current_medications',
      'any_other_information',
      'food_allergies',
      'food_dislikes',
      'learning_objectives',
      'referral_source',
    ]);
    expect(answers[0]).toEqual({
      questionId: 'tn-medical-conditions',
      name: 'medical_conditions',
      answer: ['Prediabetes'],
      otherAnswer: 'Gout',
    });
    expect(answers[3]).toMatchObject({ name: 'food_allergies', answer: 'No allergies' });
    expect(answers[5]).toMatchObject({ answer: ['Managing blood sugar'], otherAnswer: 'Cooking for one' });
    expect(payload.medicalInfo).toMatchObject({
      medicalConditions: ['Prediabetes'],
      otherMedicalCondition: 'Gout',
      doYouTakeMedications: 'Yes',
      medications: 'Metformin 500 mg',
      allergiesOrRestrictions: 'No',
      foodsOrIngredientsNotLiked: 'Cilantro',
    });
  });
});

describe('buildBookingPayload questionnaire (§3 yes/no mapping)', () => {
  const questions = questionsFor(medicalInformation.data, 'vaccine');
  const flu = { ...HELD, services: [{ id: 101, name: 'Flu', isVaccine: true, isAvailable: true }] };

  it('maps answers starting with no or 0 to No, others to Yes, and leaves unanswered ones undefined', () => {
    const payload = buildBookingPayload(
      input({
        scheduler: { ...SICK_VISIT, appointment: flu, flow: 'EVERYDAY_VACCINE' },
        pages: ['patientDetails', 'medicalInformation'],
        questions,
        data: {
          patientDetails: VALID_PATIENT,
          medicalInformation: {
            answers: {
              haveFever: 'no',
              isPregnant: '0',
              haveAllergies: 'yes',
              recentVaccines: 'unsure',
              hadBloodProducts: 'Yes',
            },
            lists: { allergies: 'penicillin, latex ,' },
            cards: {
              recentVaccinationDetails: [{ name: 'Tdap', lastTakenDate: '11/01/2026', dose: '' }],
              bloodProductDetails: [{ name: 'Immune globulin', lastTakenDate: '', dose: '1 unit' }],
            },
          },
        },
      }),
    );
    expect(() => BookingRequestSchema.parse(payload)).not.toThrow();
    expect(payload.requestedVaccinations).toEqual(['Flu']);
    expect(payload.questionnaire).toMatchObject({
      haveFever: 'No',
      isPregnant: 'No',
      haveAllergies: 'Yes',
      recentVaccines: 'Yes',
      hadBloodProducts: 'Yes',
      allergies: ['penicillin', 'latex'],
      recentVaccinationDetails: [{ name: 'Tdap', lastTakenDate: '2026-11-01' }],
      bloodProductDetails: [{ name: 'Immune globulin', dose: '1 unit' }],
    });
    expect(payload.questionnaire).toHaveProperty('hadSeizures', undefined);
  });
});
