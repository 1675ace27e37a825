import { describe, expect, it } from 'vitest';
import { DEFAULT_SEARCH_MESSAGES as messages, searchRuleFor } from './search-messages';

describe('search-form rules for analytics', () => {
  it('names the rule each message stands for, dated ones whatever their date', () => {
    expect(searchRuleFor(messages, messages.typeRequired)).toBe('typeRequired');
    expect(searchRuleFor(messages, messages.locationTooShort)).toBe('locationTooShort');
    expect(searchRuleFor(messages, messages.dateInvalid)).toBe('dateInvalid');
    expect(searchRuleFor(messages, messages.dateTooEarly('2030-03-10'))).toBe('dateTooEarly');
    expect(searchRuleFor(messages, messages.dateTooLate('2031-12-31'))).toBe('dateTooLate');
    expect(searchRuleFor(messages, 'Something else.')).toBeUndefined();
  });
});
