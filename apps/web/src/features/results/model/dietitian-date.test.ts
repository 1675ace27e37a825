import { describe, expect, it } from 'vitest';
import { checkDietitianDate } from './dietitian-date';

describe('dietitian date', () => {
  const today = '2026-03-02';
  it('accepts 3 to 90 days ahead', () => {
    expect(checkDietitianDate('03/05/2026', today)).toEqual({ ok: true, date: '2026-03-05' });
    expect(checkDietitianDate('05/31/2026', today)).toEqual({ ok: true, date: '2026-05-31' });
  });

  it('explains what is wrong otherwise', () => {
    expect(checkDietitianDate('13/01/2026', today)).toEqual({ ok: false, message: 'Date is invalid' });
    expect(checkDietitianDate('03/04/2026', today)).toEqual({
      ok: false,
      message: 'Date must be on or after 03/05/2026.',
    });
    expect(checkDietitianDate('06/01/2026', today)).toEqual({
      ok: false,
      message: 'Date must be on or before 05/31/2026.',
    });
  });
});
