import { describe, expect, it } from 'vitest';
import { milesText } from '@/lib/clinics/clinic-display';
import { providerFixture } from '@/test/provider-fixture';
import { clockTime, hoursLines } from './operating-hours-text';
import { mapsSearchUrl, telHref } from './provider-display';

describe('clinic card details', () => {
  it('shows the distance in miles to one decimal', () => {
    expect(milesText(2.345678)).toBe('2.3 miles');
    expect(milesText(0)).toBe('0.0 miles');
    expect(milesText(0.96)).toBe('1.0 mile');
  });

  it('links the phone and the address', () => {
    expect(telHref('(513) 555-0122')).toBe('tel:+15135550122');
    const url = new URL(mapsSearchUrl(providerFixture('p').address!));
    expect(url.origin).toBe('https://www.google.com');
    expect(url.searchParams.get('query')).toBe('5088 Cedar Ave, Cincinnati, OH 45202');
  });

  it('lists Mon–Fri, Sat and Sun hours with lunch breaks and closed days', () => {
    expect(clockTime('00:30')).toBe('12:30 AM');
    expect(clockTime('12:00')).toBe('12:00 PM');
    expect(hoursLines(providerFixture('p').operatingHours)).toEqual([
      { days: 'Mon–Fri', hours: '9:00 AM – 6:00 PM', lunch: 'Lunch 12:30 PM – 1:30 PM' },
      { days: 'Sat', hours: '9:00 AM – 5:00 PM' },
      { days: 'Sun', hours: 'Closed' },
    ]);
  });
});
