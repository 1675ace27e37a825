import { describe, expect, it } from 'vitest';
import { phoneDigits, samePhone, toDisplayPhone, toPayloadPhone } from './phone-number';

describe('phone numbers (§5, §3)', () => {
  it('reads the accepted formats', () => {
    for (const text of [
      '(513) 555-0142',
      '(513)555-0142',
      '513-555-0142',
      '513 555 0142',
      '5135550142',
      '15135550142',
    ]) {
      expect(phoneDigits(text)).toBe('5135550142');
    }
  });

  it('refuses short, long, lettered and impossible numbers, and more than 14 characters', () => {
    for (const text of [
      '555-0142',
      '51355501422',
      '513-555-01x2',
      '(013) 555-0142',
      '(513) 155-0142',
      ' (513) 555-0142 x1',
    ]) {
      expect(phoneDigits(text)).toBeNull();
    }
  });

  it('sends ddd-ddd-dddd and shows (ddd) ddd-dddd', () => {
    expect(toPayloadPhone('(513) 555-0142')).toBe('513-555-0142');
    expect(toDisplayPhone('5135550142')).toBe('(513) 555-0142');
    expect(toDisplayPhone('not yet')).toBe('not yet');
  });

  it('compares numbers, not formatting', () => {
    expect(samePhone('(513) 555-0142', '513.555.0142')).toBe(true);
    expect(samePhone('(513) 555-0142', '513.555.0143')).toBe(false);
  });
});
