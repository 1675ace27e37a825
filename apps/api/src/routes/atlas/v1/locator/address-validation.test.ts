import { AddressValidationResponseSchema } from '@hs/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#api/test/app.js';
import { expectFieldRejections } from '#api/test/field-rejections.js';

const CINCINNATI = {
  addressLines: ['  1  Main   St ', 'Apt #4'],
  cityTown: 'cincinnati',
  stateProvince: 'oh',
  postalCode: '45202',
  county: 'hamilton',
};

describe('POST /atlas/v1/locator/address-validation', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ variant: 'empty' });
  });
  afterAll(() => t.close());

  const post = async (payload: unknown) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/atlas/v1/locator/address-validation',
      payload: payload as object,
    });
    return { status: response.statusCode, body: response.json() };
  };
  const validate = async (address: Partial<typeof CINCINNATI>) => {
    const { status, body } = await post({ address: { ...CINCINNATI, ...address } });
    expect(status, JSON.stringify(body)).toBe(200);
    return AddressValidationResponseSchema.parse(body).data.addressValidations;
  };

  it('validates an address whose ZIP, city, state and county agree, and normalises it', async () => {
    expect(await validate({})).toEqual({
      validated: true,
      corrected: false,
      address: {
        addressLines: ['1 Main St', 'Apt 4'],
        cityTown: 'Cincinnati',
        stateProvince: 'OH',
        postalCode: '45202',
        county: 'Hamilton',
      },
    });
    const byName = await validate({ stateProvince: 'Ohio', county: 'Hamilton County', postalCode: '45202-1234' });
    expect(byName).toMatchObject({ validated: true, corrected: false });
    expect(byName.address).toMatchObject({ stateProvince: 'OH', county: 'Hamilton', postalCode: '45202-1234' });
  });

  it('suggests a correction for a misspelt city or a wrong or missing county', async () => {
    const misspelt = await validate({ cityTown: 'Cincinati' });
    expect(misspelt).toMatchObject({ validated: true, corrected: true });
    expect(misspelt.address).toMatchObject({
      cityTown: 'Cincinnati',
      county: 'Hamilton',
      addressLines: ['1 Main St', 'Apt 4'],
    });

    const butler = await validate({ county: 'Butler' });
    expect(butler).toMatchObject({ validated: true, corrected: true });
    expect(butler.address.county).toBe('Hamilton');

    expect(await validate({ county: undefined })).toMatchObject({ validated: true, corrected: true });
  });

  it('does not validate a state, a city far off, or a ZIP code the data does not know', async () => {
    for (const change of [
      { stateProvince: 'KY' },
      { stateProvince: 'Kentucky' },
      { stateProvince: 'Atlantis' },
      { cityTown: 'Dayton' },
      { postalCode: '00000' },
    ]) {
      const result = await validate(change);
      expect(result, JSON.stringify(change)).toMatchObject({ validated: false, corrected: false });
      expect(result.address.addressLines).toEqual(['1 Main St', 'Apt #4']);
    }
  });

  it('suggests the standard street lines when they differ from what was typed by more than case', async () => {
    const typed = await validate({ addressLines: ['1200 vine street', 'apartment 3b'] });
    expect(typed).toMatchObject({ validated: true, corrected: true });
    expect(typed.address).toMatchObject({ addressLines: ['1200 Vine St', 'Apt 3B'], cityTown: 'Cincinnati' });

    const caseOnly = await validate({ addressLines: ['1200 VINE ST.', 'apt #3b'] });
    expect(caseOnly).toMatchObject({ validated: true, corrected: false });
    expect(caseOnly.address.addressLines).toEqual(['1200 Vine St', 'Apt 3B']);

    const withMisspeltCity = await validate({ addressLines: ['1200 Vine Street'], cityTown: 'Cincinatti' });
    expect(withMisspeltCity).toMatchObject({ validated: true, corrected: true });
    expect(withMisspeltCity.address).toMatchObject({ addressLines: ['1200 Vine St'], cityTown: 'Cincinnati' });
  });

  it('does not validate street lines with no house number or no street name', async () => {
    for (const addressLines of [['Vine Street'], ['1200'], ['asdf'], ['Apt 4'], ['45202 45202']]) {
      const result = await validate({ addressLines });
      expect(result, JSON.stringify(addressLines)).toMatchObject({ validated: false, corrected: false });
      expect(result.address.addressLines).toEqual(addressLines);
    }
    expect(await validate({ addressLines: ['PO Box 1523'] })).toMatchObject({ validated: true, corrected: false });
  });

  it('rejects malformed input with 400 naming the field', async () => {
    const cases: [unknown, string][] = [
      [{}, 'address'],
      [{ address: { ...CINCINNATI, postalCode: undefined } }, 'address.postalCode'],
      [{ address: { ...CINCINNATI, postalCode: '4520' } }, 'address.postalCode'],
      [{ address: { ...CINCINNATI, postalCode: 45202 } }, 'address.postalCode'],
      [{ address: { ...CINCINNATI, postalCode: '99999999999999999999' } }, 'address.postalCode'],
      [{ address: { ...CINCINNATI, cityTown: '' } }, 'address.cityTown'],
      [{ address: { ...CINCINNATI, cityTown: "x' OR '1'='1" } }, 'address.cityTown'],
      [{ address: { ...CINCINNATI, cityTown: 'x'.repeat(61) } }, 'address.cityTown'],
      [{ address: { ...CINCINNATI, stateProvince: 'O' } }, 'address.stateProvince'],
      [{ address: { ...CINCINNATI, addressLines: [] } }, 'address.addressLines'],
      [{ address: { ...CINCINNATI, addressLines: ['x'.repeat(41)] } }, 'address.addressLines.0'],
      [{ address: { ...CINCINNATI, addressLines: ['1 Main St; DROP TABLE clinics'] } }, 'address.addressLines.0'],
      [{ address: { ...CINCINNATI, county: '💉' } }, 'address.county'],
    ];
    await expectFieldRejections(post, cases);
  });

  it('accepts place names in other scripts and with apostrophes', async () => {
    const result = await validate({
      cityTown: "Coeur d'Alene",
      stateProvince: 'ID',
      postalCode: '83814',
      county: 'Kootenai',
    });
    expect(result).toMatchObject({ validated: true, corrected: false });
    expect((await validate({ cityTown: 'Cincinnåti' })).corrected).toBe(true);
  });
});
