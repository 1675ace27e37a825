import { describe, expect, it } from 'vitest';
import { englishPatientMessages } from '@/features/staff/api/english-patient-messages';
import { PHONED_BASIC_INFO, PHONED_PATIENT } from '@/features/staff/test/phoned-patient-fixture';
import { showIn, shownLanguage } from '@/lib/i18n/i18n';
import { patientFieldRules } from '@/lib/patient-fields/patient-field-rules';
import { PATIENT_MESSAGES } from '@/lib/patient-fields/patient-messages';
import { blanksAsText } from '@/lib/patient-fields/schema-resolver';
import { EMPTY_PHONED_PATIENT, type PhonedPatientValues, phonedPatientSchema, toStaffPatient } from './phoned-patient';

const TODAY = '2026-03-04';
const M = await englishPatientMessages();

const complete: PhonedPatientValues = {
  ...PHONED_PATIENT,
  isMobileNum: 'Yes',
  textsAllowed: 'Yes',
  preferredLanguage: 'Spanish',
};

/** Each field's message under the rules of a clinic in `state`, where there is one. */
function messages(values: Partial<PhonedPatientValues>, state: string | null = 'VA') {
  const read = blanksAsText({ ...complete, ...values }) as PhonedPatientValues;
  return Object.fromEntries(
    phonedPatientSchema(
      M,
      TODAY,
      state,
    )(read).flatMap(([field, problem]) => (problem ? [[field, problem.message]] : [])),
  );
}

describe('the patient on the phone', () => {
  it('passes the details the front desk takes down', () => {
    expect(messages({})).toEqual({});
  });

  it('words each problem as the patient form does (§5)', () => {
    expect(phonedPatientSchema(M, TODAY, 'VA')(EMPTY_PHONED_PATIENT).filter(([, problem]) => problem)).toHaveLength(11);
    expect(messages({ firstName: '', lastName: ' ' })).toEqual({
      firstName: "Patient's Legal First Name is a required field.",
      lastName: "Patient's Legal Last Name is a required field.",
    });
    expect(messages({ phoneNumber: '555-0173', isMobileNum: '' })).toEqual({
      phoneNumber: 'Please enter a valid phone number.',
      isMobileNum: 'Mobile number is a required field.',
    });
    expect(messages({ emailAddress: 'ottoline at example' })).toEqual({
      emailAddress: 'Please enter a valid email address.',
    });
    expect(messages({ zipCode: '2321', county: 'Ri', city: 'R1chmond' })).toEqual({
      city: "Please only use letters, hyphens (-), and apostrophes (').",
      zipCode: 'Please enter a valid zip code.',
      county: 'Please enter a valid county.',
    });
  });

  it('checks the date of birth against the clinic’s state’s minimum age on the clinic’s day', () => {
    expect(messages({ dateOfBirth: '02/30/1990' })).toEqual({ dateOfBirth: 'Please enter a valid date.' });
    expect(messages({ dateOfBirth: '03/05/2026' })).toEqual({ dateOfBirth: 'Please enter a valid date.' });
    expect(messages({ dateOfBirth: '1990-02-01' })).toEqual({ dateOfBirth: 'Please enter a valid date.' });
    expect(messages({ dateOfBirth: '01/01/2026' })).toEqual({
      dateOfBirth: 'Patient must be 12 months or older.',
    });
    expect(messages({ dateOfBirth: '3/4/2025' })).toEqual({});
  });

  it('says them in English while the pages are in a visitor’s Spanish, which the patient form speaks', async () => {
    await showIn('es');
    try {
      expect(messages({ firstName: '', dateOfBirth: '01/01/2026' })).toEqual({
        firstName: "Patient's Legal First Name is a required field.",
        dateOfBirth: 'Patient must be 12 months or older.',
      });
      // The same rules with the patient form's messages, in the language shown.
      const patientForm = patientFieldRules(PATIENT_MESSAGES);
      expect(patientForm.nameRule(() => PATIENT_MESSAGES.firstNameRequired)('')?.message).toBe(
        'El nombre legal del paciente es obligatorio.',
      );
      expect(
        patientForm.dateOfBirthPartsProblem({ dobMonth: '1', dobDay: '1', dobYear: '2026' }, TODAY, 'VA')?.message,
      ).toBe('El paciente debe tener 12 meses o más.');
      expect(shownLanguage()).toBe('es');
    } finally {
      await showIn('en');
    }
  });

  it('sends the booking’s patient as the public booking does, with texts only when welcome on a mobile', () => {
    expect(toStaffPatient(complete)).toEqual({
      basicInfo: { ...PHONED_BASIC_INFO, preferredLanguage: 'Spanish' },
      consentDetails: { smsConsent: 'Yes' },
    });
    const landline = toStaffPatient({ ...complete, isMobileNum: 'No', preferredLanguage: '' });
    expect(landline.consentDetails).toEqual({ smsConsent: 'No' });
    expect(landline.basicInfo).not.toHaveProperty('preferredLanguage');
    expect(toStaffPatient({ ...complete, textsAllowed: false }).consentDetails).toEqual({ smsConsent: 'No' });
  });
});
