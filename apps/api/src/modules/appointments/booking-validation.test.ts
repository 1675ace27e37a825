import { beforeAll, describe, expect, it } from 'vitest';
import { api, bookingBody, countRows, SERVICES, slotsOn } from '#api/test/scheduling-fixtures.js';
import { useTestApp, useTestProvider } from '#api/test/test-app-hooks.js';

type Body = Record<string, unknown> & { basicInfo: Record<string, unknown> & { address: Record<string, unknown> } };

/** Sets a dotted path on a copy of the body; `undefined` removes the field. */
function withValue(body: Body, path: string, value: unknown): Body {
  const copy = structuredClone(body) as Record<string, unknown>;
  const keys = path.split('.');
  let node = copy;
  for (const key of keys.slice(0, -1)) node = node[key] as Record<string, unknown>;
  const last = keys.at(-1)!;
  if (value === undefined) delete node[last];
  else node[last] = value;
  return copy as Body;
}

describe('bookings: refused input', () => {
  const t = useTestApp();
  const clinic = useTestProvider(t);
  let valid: Body;
  beforeAll(() => {
    valid = bookingBody(clinic, slotsOn(clinic, '2026-03-03')[0]!);
  });

  const cases: [string, unknown, string?][] = [
    ['businessName', 'photo'],
    ['serviceIds', []],
    ['serviceIds', [101, 101]],
    ['serviceIds', ['101'], 'serviceIds.0'],
    ['serviceIds', [1e308], 'serviceIds.0'],
    ['serviceIds', Array.from({ length: 11 }, (_, i) => i + 1)],
    ['serviceIds', [SERVICES.virtualSick], 'locationNumber'],
    ['dateTime', undefined],
    ['dateTime', '2026-03-03 09:00:00'],
    ['dateTime', '2026-03-03T14:05:00Z'],
    ['dateTime', '2026-03-02T14:00:00Z'],
    ['dateTime', '2026-04-03T13:00:00Z'],
    ['reservationCode', 'not a code!'],
    ['locationNumber', '<img src=x onerror=alert(1)>'],
    ['licensureState', 'Ohio'],
    ['patientTimeZone', 'Mars/Olympus_Mons'],
    ['basicInfo', undefined],
    ['basicInfo.firstName', undefined],
    ['basicInfo.firstName', ''],
    ['basicInfo.firstName', '   '],
    ['basicInfo.firstName', 'x'.repeat(51)],
    ['basicInfo.firstName', '<script>alert(1)</script>'],
    ['basicInfo.firstName', "Robert'); DROP TABLE appointments;--"],
    ['basicInfo.firstName', 'Ann\u0000e'],
    ['basicInfo.firstName', 'Ann\ud800'],
    ['basicInfo.firstName', 42],
    ['basicInfo.lastName', '{"$gt": ""}'],
    ['basicInfo.lastName', { $gt: '' }],
    ['basicInfo.preferredName', '💉'],
    ['basicInfo.phone', '6145550142'],
    ['basicInfo.phone', '(614) 555-0142'],
    ['basicInfo.email', 'not-an-email'],
    ['basicInfo.email', `${'a'.repeat(60)}@ex.org`],
    ['basicInfo.email', 'Eve<x@evil.example>'],
    ['basicInfo.email', 'x@[127.0.0.1]'],
    ['basicInfo.dateOfBirth', '1984-02-30'],
    ['basicInfo.dateOfBirth', '07/19/1984'],
    ['basicInfo.dateOfBirth', '1899-12-31'],
    ['basicInfo.dateOfBirth', '2027-01-01'],
    ['basicInfo.dateOfBirth', '2025-06-01'],
    ['basicInfo.address', undefined],
    ['basicInfo.address.addressLines', []],
    ['basicInfo.address.addressLines', ['x'.repeat(41)], 'basicInfo.address.addressLines.0'],
    ['basicInfo.address.addressLines', ['1 Main St', 'Apt 2', 'Back door']],
    ['basicInfo.address.cityTown', 'Columbus 2'],
    ['basicInfo.address.stateProvince', 'ZZ'],
    ['basicInfo.address.postalCode', '4321'],
    ['basicInfo.address.county', 'Fr'],
    ['basicInfo.gender', 'Male'],
    ['basicInfo.sexAssignedAtBirth', 'unknown'],
    ['basicInfo.race', 'Martian'],
    ['basicInfo.preferredLanguage', 'Choose One'],
    ['basicInfo.weight', 1000],
    ['basicInfo.weight', '12a'],
    ['basicInfo.weight', 1e308],
    ['basicInfo.weight', -1],
    ['basicInfo.stateIssuedId', 'x'.repeat(21)],
    ['basicInfo.shoppersCardNumber', '12-34'],
    ['requestedVaccinations', Array.from({ length: 11 }, () => 'Flu')],
    ['comments', 'x'.repeat(501)],
    ['notes', ['x'.repeat(201)], 'notes.0'],
    ['tags', ['vip']],
    ['insuranceInfo.hasInsurance', 'yes'],
    ['insuranceInfo.primaryInsurance', undefined],
    ['insuranceInfo.primaryInsurance.memberId', 'M'.repeat(21)],
    ['insuranceInfo.medicareBeneficiaryId', '12345678901'],
    ['consentDetails', undefined],
    ['consentDetails.consentToTreat', 'Y'],
    ['consentDetails.signature.dateTime', '2026-03-02T09:55:00-05:00'],
    ['consentDetails.signature.legalName', ''],
    ['questionnaire.haveFever', 'maybe'],
    ['language', 'fr'],
    [
      'questionnaire.bloodProductDetails',
      [{ name: 'Plasma', lastTakenDate: '2025-13-01' }],
      'questionnaire.bloodProductDetails.0.lastTakenDate',
    ],
    [
      'medicalInfo',
      { dietitianQuestionnaire: [{ questionId: 'q1', name: 'favourite_colour', answer: 'blue' }] },
      'medicalInfo.dietitianQuestionnaire.0.name',
    ],
    [
      'followupAppointment',
      { serviceId: SERVICES.hepB2, dateTime: { value: '2026-03-31T13:00:00Z', timezone: 'Nowhere' } },
      'followupAppointment.dateTime.timezone',
    ],
  ];

  it.each(cases)('answers 400 naming %s (%j), writing nothing', async (path, value, field = path) => {
    const before = await countRows(t);
    const response = await api.book(t, withValue(valid, path, value));
    expect(response.statusCode).toBe(400);
    const fields: string[] = response.json().errors.map((error: { field?: string }) => error.field);
    expect(
      fields.some((named) => named === field || named.startsWith(`${field}.`)),
      fields.join(),
    ).toBe(true);
    expect(await countRows(t)).toEqual(before);
  });

  it('refuses an over-long Idempotency-Key, naming it', async () => {
    const response = await api.book(t, valid, 'k'.repeat(101));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].field).toBe('idempotency-key');
  });

  it('accepts names and places in any script, and the optional fields left out', async () => {
    const body = withValue(
      withValue(withValue(valid, 'basicInfo.firstName', 'José-María'), 'basicInfo.lastName', 'Nguyễn O’Brien'),
      'basicInfo.address.cityTown',
      "Coeur d'Alene",
    );
    for (const optional of ['insuranceInfo', 'questionnaire', 'notes', 'requestedVaccinations']) {
      delete body[optional];
    }
    const response = await api.book(t, body);
    expect(response.statusCode, response.body).toBe(201);
  });
});
