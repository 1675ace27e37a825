import { describe, expect, it } from 'vitest';
import { daysText, endedOffers, offersText, ratePercent } from './waitlist-figure-labels';

describe('waitlist figure labels', () => {
  it('counts every offer that ended, not those still held', () => {
    expect(endedOffers({ made: 7, accepted: 2, declined: 1, expired: 1, withdrawn: 1, open: 2 })).toBe(5);
  });

  it('writes the rate as a whole percent and the median in days, halves kept', () => {
    expect([ratePercent(0.4), ratePercent(2 / 3), ratePercent(0), ratePercent(1)]).toEqual([
      '40%',
      '67%',
      '0%',
      '100%',
    ]);
    expect([daysText(1), daysText(0), daysText(5.5), daysText(12)]).toEqual(['1 day', '0 days', '5.5 days', '12 days']);
    expect([offersText(1), offersText(6)]).toEqual(['1 offer', '6 offers']);
  });
});
