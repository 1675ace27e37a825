import { generalConsent } from '@hs/content';
import { describe, expect, it } from 'vitest';
import { messagesOf } from '@/features/schedule/test/schema-messages';
import { createGeneralConsentSchema, EMPTY_GENERAL_CONSENT, privacyPracticeSchema } from './consent-questions-schema';
import { createSignedConsentSchema, EMPTY_SIGNED_CONSENT, type SignedConsentValues } from './signed-consent-schema';

const SIGNED: SignedConsentValues = {
  ...EMPTY_SIGNED_CONSENT,
  patientLegalName: 'Maria Lopez',
  relationshipWithPatient: 'Self',
};
const schema = createSignedConsentSchema({ legalNameMaxLength: 50, showAddress: false });
const check = (patch: Partial<SignedConsentValues>) => messagesOf(schema, { ...SIGNED, ...patch });

describe('signed consents (§5)', () => {
  it('accepts the patient signing for themselves', () => {
    expect(check({})).toEqual({});
  });

  it('requires the legal name and a relationship other than the placeholder', () => {
    expect(check({ patientLegalName: '', relationshipWithPatient: '' })).toEqual({
      patientLegalName: "Patient's Legal Name is a required field.",
      relationshipWithPatient: 'A selection is required.',
    });
  });

  it('limits the legal name by configuration, 50 by default', () => {
    expect(check({ patientLegalName: 'M'.repeat(51) })).toEqual({
      patientLegalName: 'Input must be 50 characters or less.',
    });
    const short = createSignedConsentSchema({ legalNameMaxLength: 20, showAddress: false });
    expect(messagesOf(short, { ...SIGNED, patientLegalName: 'Maria Guadalupe Lopez Garcia' })).toEqual({
      patientLegalName: 'Input must be 20 characters or less.',
    });
  });

  it('asks for the responsible party only when the relationship is not Self', () => {
    expect(check({ relationshipWithPatient: 'Child' })).toEqual({
      responsiblePartyFirstName: 'First name is a required field.',
      responsiblePartyLastName: 'Last name is a required field.',
      phoneNumber: 'Please enter a valid phone number.',
    });
    expect(
      check({
        relationshipWithPatient: 'Spouse',
        responsiblePartyFirstName: 'Luis',
        responsiblePartyLastName: 'Lopez',
        phoneNumber: '513-555-0199',
        confirmPhone: '513-555-0198',
      }),
    ).toEqual({ confirmPhone: 'Phone numbers must match' });
    expect(check({ relationshipWithPatient: 'Self', responsiblePartyFirstName: '' })).toEqual({});
  });

  it('checks the home address when the consent carries it', () => {
    const withAddress = createSignedConsentSchema({ legalNameMaxLength: 50, showAddress: true });
    expect(messagesOf(withAddress, SIGNED)).toEqual({
      addressLineOne: 'Street address is a required field.',
      city: 'City is a required field.',
      state: 'State is a required field.',
      zipCode: 'Please enter a valid zip code.',
      county: 'County is a required field.',
    });
  });
});

describe('general consent and privacy practices', () => {
  it('uses the content’s message for each unanswered question', () => {
    const general = createGeneralConsentSchema(generalConsent.data.questions);
    expect(messagesOf(general, EMPTY_GENERAL_CONSENT)).toEqual(
      Object.fromEntries(generalConsent.data.questions.map((q) => [q.field, q.requiredMessage])),
    );
    expect(messagesOf(general, { nspConsent: 'Yes', hieConsent: 'No', ppaConsent: 'Yes' })).toEqual({});
  });

  it('requires the privacy practices acknowledgement', () => {
    expect(messagesOf(privacyPracticeSchema, { privacyPractice: '' })).toEqual({
      privacyPractice: 'This is a required field.',
    });
    expect(messagesOf(privacyPracticeSchema, { privacyPractice: 'Yes' })).toEqual({});
  });
});
