import { BENEFIT_CODE_RATE_LIMIT, BenefitCodeResponseSchema } from '@hs/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#api/test/app.js';
import { TEST_TODAY } from '#api/test/database.js';
import { expectFieldRejections, naming } from '#api/test/field-rejections.js';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('GET /appointment-management/v1/benefit-code/validate', () => {
  let t: TestApp;
  let client = 0;
  beforeAll(async () => {
    t = await createTestApp();
  });
  beforeEach(() => {
    t.clock.set(TEST_TODAY);
  });
  afterAll(() => t.close());

  /** Each call comes from its own address unless told otherwise, so the strict limit does not interfere. */
  const check = async (query: string, remoteAddress = `10.0.${Math.floor(client / 250)}.${(client++ % 250) + 1}`) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/appointment-management/v1/benefit-code/validate?${query}`,
      remoteAddress,
    });
    return { status: response.statusCode, body: response.json() };
  };
  const validation = async (code: string) => {
    const { status, body } = await check(`filter.benefitCode=${encodeURIComponent(code)}`);
    expect(status, JSON.stringify(body)).toBe(200);
    return BenefitCodeResponseSchema.parse(body).data.validation;
  };

  it('accepts a current code, whatever its case and surrounding spaces', async () => {
    expect(await validation('WELLNESS2026')).toEqual({ isValid: true, benefitCode: 'WELLNESS2026' });
    expect(await validation('  wellness2026 ')).toEqual({ isValid: true, benefitCode: 'WELLNESS2026' });
  });

  it('refuses an expired or unknown code with the same answer', async () => {
    expect(await validation('EXPIRED2025')).toEqual({ isValid: false, benefitCode: 'EXPIRED2025' });
    expect(await validation('NOSUCHCODE')).toEqual({ isValid: false, benefitCode: 'NOSUCHCODE' });
  });

  it('judges validity by the injected clock', async () => {
    t.clock.set(new Date(TEST_TODAY.getTime() + 400 * DAY_MS));
    expect((await validation('WELLNESS2026')).isValid).toBe(false);
    t.clock.set(new Date(TEST_TODAY.getTime() - 40 * DAY_MS));
    expect((await validation('WELLNESS2026')).isValid).toBe(false);
    expect((await validation('EXPIRED2025')).isValid).toBe(true);
  });

  it('rejects a missing, empty, oversized or hostile code with 400 naming the field', async () => {
    const queries = [
      '',
      'filter.benefitCode=',
      'filter.benefitCode=%20%20',
      `filter.benefitCode=${'A'.repeat(41)}`,
      "filter.benefitCode=X'%20OR%20'1'='1",
      'filter.benefitCode=%F0%9F%92%89',
      'filter.benefitCode=WELLNESS2026&filter.benefitCode=EXPIRED2025',
    ];
    await expectFieldRejections(check, naming('filter.benefitCode', queries));
  });

  it(`allows one client only ${BENEFIT_CODE_RATE_LIMIT.max} checks a minute, so codes cannot be guessed`, async () => {
    const guesser = '192.0.2.7';
    for (let attempt = 1; attempt <= BENEFIT_CODE_RATE_LIMIT.max; attempt++) {
      expect((await check(`filter.benefitCode=GUESS${attempt}`, guesser)).status).toBe(200);
    }
    const blocked = await check('filter.benefitCode=WELLNESS2026', guesser);
    expect(blocked.status).toBe(429);
    expect(blocked.body.errors[0].code).toBe('RATE_LIMITED');
    expect((await check('filter.benefitCode=WELLNESS2026', '192.0.2.8')).status).toBe(200);
  });
});
