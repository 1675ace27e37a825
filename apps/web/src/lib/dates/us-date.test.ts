import { describe, expect, it } from 'vitest';
import { addDays, formatUsDate, isIsoDate, laterDate, localIsoDate, parseUsDate } from './us-date';

describe('parseUsDate', () => {
  it('reads mm/dd/yyyy into YYYY-MM-DD', () => {
    expect(parseUsDate('03/07/2030')).toBe('2030-03-07');
    expect(parseUsDate(' 3/7/2030 ')).toBe('2030-03-07');
    expect(parseUsDate('12-31-2030')).toBe('2030-12-31');
  });

  it('rejects dates that do not exist or are out of bounds', () => {
    expect(parseUsDate('02/30/2030')).toBeNull();
    expect(parseUsDate('02/29/2029')).toBeNull();
    expect(parseUsDate('02/29/2028')).toBe('2028-02-29');
    expect(parseUsDate('13/01/2030')).toBeNull();
    expect(parseUsDate('00/10/2030')).toBeNull();
    expect(parseUsDate('01/01/1899')).toBeNull();
    expect(parseUsDate('01/01/3001')).toBeNull();
  });

  it('rejects other shapes', () => {
    for (const text of ['', '2030-03-07', '03/07/30', '03/07/2030x', 'tomorrow']) expect(parseUsDate(text)).toBeNull();
  });
});

describe('date helpers', () => {
  it('formats for display', () => {
    expect(formatUsDate('2030-03-07')).toBe('03/07/2030');
  });

  it('recognises valid ISO dates only', () => {
    expect(isIsoDate('2030-03-07')).toBe(true);
    expect(isIsoDate('2030-02-30')).toBe(false);
    expect(isIsoDate('2030-3-7')).toBe(false);
  });

  it('adds days across month, year and daylight-saving boundaries', () => {
    expect(addDays('2030-01-30', 3)).toBe('2030-02-02');
    expect(addDays('2030-12-31', 1)).toBe('2031-01-01');
    expect(addDays('2030-03-09', 1)).toBe('2030-03-10');
    expect(addDays('2030-03-10', -10)).toBe('2030-02-28');
  });

  it('takes the local calendar day', () => {
    expect(localIsoDate(new Date(2030, 0, 5, 23, 59))).toBe('2030-01-05');
  });

  it('picks the later date', () => {
    expect(laterDate('2030-01-05', '2030-01-07')).toBe('2030-01-07');
    expect(laterDate('2030-02-01', '2030-01-07')).toBe('2030-02-01');
  });
});
