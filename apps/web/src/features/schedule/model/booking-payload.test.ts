import { BookingRequestSchema } from '@hs/contracts';
import { describe, expect, it } from 'vitest';
import { input, SICK_DATA } from '@/features/schedule/test/booking-input';
import { VALID_PATIENT } from '@/features/schedule/test/patient-fixtures';
import { HELD, PROVIDER, SICK_VISIT } from '@/features/schedule/test/scheduler-fixtures';
import { buildBookingPayload, isMedicareRecipient } from './booking-payload';
import { EMPTY_INSURANCE, EMPTY_POLICY } from './insurance-schema';
import { EMPTY_SIGNED_CONSENT } from './signed-consent-schema';

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

  it('asks for messages in the language the pages are shown in', () => {
    expect(payload.language).toBe('en');
    expect(buildBookingPayload(input({ language: 'es' })).language).toBe('es');
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

describe('buildBookingPayload for a visit that came by a booking link', () => {
  it("carries the finder's handles the link brought, and none otherwise", () => {
    const search = { page: 1, serviceIds: [29], isPharmacyOnly: false, medicaid: false, external: false };
    const linked = {
      ...search,
      shouldAddPromotion: false,
      showLeadTimeWarning: false,
      slot: '2026-11-23T10:00:00-05:00',
      source: 'vaccine-finder',
      bookingReferral: '34d1a803',
    };
    const payload = buildBookingPayload(input({ scheduler: { ...input().scheduler, search: linked } }));
    expect(payload.referral).toEqual({ source: 'vaccine-finder', bookingReferral: '34d1a803' });
    expect(() => BookingRequestSchema.parse(payload)).not.toThrow();
    expect(buildBookingPayload(input()).referral).toBeUndefined();
  });
});
