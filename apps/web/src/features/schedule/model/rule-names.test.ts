import { checklists, medicalInformation, notesData } from '@hs/content';
import { ANALYTICS_RULES } from '@hs/contracts';
import type { ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { ALL_PATIENT_DETAILS_FIELDS as ALL_FIELDS, VALID_PATIENT } from '@/features/schedule/test/patient-fixtures';
import { rulesOf } from '@/features/schedule/test/schema-messages';
import { schemaResolver } from '@/lib/patient-fields/schema-resolver';
import { createChecklistSchema } from './checklist-schema';
import { OTHER_CHOICE } from './choice-list';
import { createInsuranceSchema, EMPTY_INSURANCE, EMPTY_POLICY } from './insurance-schema';
import { createMedicalInformationSchema, questionsFor } from './medical-information-schema';
import { createAppointmentNotesSchema, EMPTY_APPOINTMENT_NOTES } from './notes-schema';
import { createPatientDetailsSchema, type PatientDetailsValues } from './patient-details-schema';

const TODAY = '2026-11-22';
const details = (clinicState: string) =>
  createPatientDetailsSchema({ fields: ALL_FIELDS, showAddress: true, today: TODAY, clinicState });
const patient = (patch: Partial<PatientDetailsValues>) => ({ ...VALID_PATIENT, ...patch });

describe('the rule each patient form field broke, for the constraint-error analytics', () => {
  it('names required, max length, pattern, min length and mismatch on the patient details', () => {
    expect(
      rulesOf(
        details('OH'),
        patient({
          firstName: ' ',
          lastName: 'L'.repeat(51),
          city: 'Cincinnati 2',
          county: 'Ha',
          weight: '1600',
          confirmEmail: 'someone.else@example.org',
          providerCity: 'Dayton',
        }),
      ),
    ).toEqual({
      firstName: 'required',
      lastName: 'maxLength',
      city: 'pattern',
      county: 'minLength',
      weight: 'maxLength',
      confirmEmail: 'mismatch',
      primaryHealthcareProvider: 'required',
      providerAddressLineOne: 'required',
      providerState: 'required',
      providerZipCode: 'required',
    });
  });

  it('tells a date that is not one from a patient under the minimum age of the clinic’s state (§9)', () => {
    expect(rulesOf(details('OH'), patient({ dobMonth: '2', dobDay: '30', dobYear: '2001' }))).toEqual({
      dobMonth: 'dateInvalid',
    });
    expect(rulesOf(details('TN'), patient({ dobMonth: '11', dobDay: '22', dobYear: '2025' }))).toEqual({
      dobMonth: 'minimumAge',
    });
  });

  it('names too few and too many choices, and a date that must be past', () => {
    const goals = createChecklistSchema(checklists.data.appointmentGoals);
    expect(rulesOf(goals, { choices: [], otherCheckboxField: '' })).toEqual({ choices: 'minItems' });
    expect(rulesOf(goals, { choices: ['a', 'b', 'c', OTHER_CHOICE], otherCheckboxField: '' })).toEqual({
      choices: 'maxItems',
      otherCheckboxField: 'required',
    });
    const notes = createAppointmentNotesSchema(notesData.data.groups['in-person-visit']!);
    expect(rulesOf(notes, EMPTY_APPOINTMENT_NOTES)).toEqual({ reasons: 'required' });
    const questions = questionsFor(medicalInformation.data, 'vaccine');
    const answers = { ...Object.fromEntries(questions.map((q) => [q.field, 'no'])), recentVaccines: 'yes' };
    const card = { name: 'Tdap', lastTakenDate: '12/01/2026', dose: '' };
    const medical = createMedicalInformationSchema(questions, medicalInformation.data.requiredMessage, TODAY);
    expect(rulesOf(medical, { answers, lists: {}, cards: { recentVaccinationDetails: [card] } })).toEqual({
      'cards.recentVaccinationDetails.0.lastTakenDate': 'pastDate',
    });
  });

  it('names only rules the analytics accept', () => {
    const named = ['required', 'minLength', 'maxLength', 'pattern', 'dateInvalid', 'mismatch', 'minimumAge'];
    for (const rule of [...named, 'pastDate', 'minItems', 'maxItems']) expect(ANALYTICS_RULES).toContain(rule);
  });

  it('hands the rule to react-hook-form as the error type, at the field’s nested path', async () => {
    const schema = createInsuranceSchema({
      settings: {
        askMedicare: true,
        askMedicaid: true,
        askReferral: true,
        allowSecondaryInsurance: true,
        askClaimsAddress: false,
        askStateIssuedId: false,
      },
      medicareForced: false,
    });
    const values = {
      ...EMPTY_INSURANCE,
      hasPrimaryInsurance: '1',
      hasMedicare: 'No',
      hasMedicaid: 'No',
      hasReferral: 'No',
      primary: { ...EMPTY_POLICY, insuranceCarrier: 'Aetna', memberId: 'W'.repeat(21), relation: 'Patient' },
    };
    const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<typeof values>;
    const resolve = schemaResolver(schema);
    const { errors } = await resolve(values, undefined, options);
    expect(errors).toEqual({
      primary: { memberId: { type: 'maxLength', message: 'Member ID must be 20 characters or less.' } },
    });
    const valid = { ...values, primary: { ...values.primary, memberId: 'W123456789' } };
    expect(await resolve(valid, undefined, options)).toMatchObject({ errors: {} });
  });
});
