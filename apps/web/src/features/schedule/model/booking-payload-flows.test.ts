import { medicalInformation } from '@hs/content';
import { BookingRequestSchema } from '@hs/contracts';
import { describe, expect, it } from 'vitest';
import { input } from '@/features/schedule/test/booking-input';
import { VALID_PATIENT } from '@/features/schedule/test/patient-fixtures';
import { HELD, PROVIDER, SICK_VISIT } from '@/features/schedule/test/scheduler-fixtures';
import { buildBookingPayload } from './booking-payload';
import { OTHER_CHOICE } from './choice-list';
import { questionsFor } from './medical-information-schema';
import { EMPTY_SIGNED_CONSENT } from './signed-consent-schema';

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
    expect(answers.map((answer) => [answer.name, answer.questionId])).toEqual([
      ['medical_conditions', 'tn-medical-conditions'],
      ['current_medications', 'tn-current-medications'],
      ['any_other_information', 'tn-any-other-information'],
      ['food_allergies', 'tn-food-allergies'],
      ['food_dislikes', 'tn-food-dislikes'],
      ['learning_objectives', 'tn-learning-objectives'],
      ['referral_source', 'tn-referral-source'],
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
