import { describe, expect, it } from 'vitest';
import { appointmentListEntries } from './appointment-entries';

const booked = {
  id: 'a1',
  confirmCode: '7KQ49XM2PD',
  timestamp: '2030-03-04T15:00:00.000Z',
  timezone: 'America/New_York',
  services: [{ id: 801, name: 'Telenutrition Initial Visit', isVaccine: false, isAvailable: true }],
};

describe('appointment list entries', () => {
  it('show a time on the provider’s clock, or on the one the visitor chose', () => {
    expect(appointmentListEntries(booked)[0]?.timezone).toBe('America/New_York');
    expect(appointmentListEntries({ ...booked, shownTimeZone: 'America/Chicago' })[0]?.timezone).toBe(
      'America/Chicago',
    );
  });
});
