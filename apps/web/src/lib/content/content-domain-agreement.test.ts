import {
  BUSINESS_NAMES as CONTENT_BUSINESS_NAMES,
  REDIRECT_ACTIONS as CONTENT_REDIRECT_ACTIONS,
  SCHEDULER_FLOWS as CONTENT_SCHEDULER_FLOWS,
  flowConfig,
  patientDetailsTexts,
  timeZoneValues,
} from '@hs/content';
import {
  BUSINESS_NAMES,
  DAYS_PER_PAGE,
  MIN_PATIENT_AGE_MONTHS,
  MIN_PATIENT_AGE_MONTHS_BY_STATE,
  REDIRECT_ACTIONS,
  SCHEDULER_FLOWS,
  TIME_ZONE_CODES,
  US_STATES,
} from '@hs/domain';
import { describe, expect, it } from 'vitest';

// The content package stands alone (the store is read before anything else), so the web app, which uses
// both, checks that the bundled copies speak the domain's language.
describe('bundled content agrees with the domain', () => {
  it('names the same flows, redirect actions and businesses', () => {
    expect([...CONTENT_SCHEDULER_FLOWS].sort()).toEqual([...SCHEDULER_FLOWS].sort());
    expect([...CONTENT_REDIRECT_ACTIONS].sort()).toEqual([...REDIRECT_ACTIONS].sort());
    expect([...CONTENT_BUSINESS_NAMES].sort()).toEqual([...BUSINESS_NAMES].sort());
  });

  it('lists the same time zone codes and zones', () => {
    const bundled = Object.fromEntries(timeZoneValues.data.timeZones.map((tz) => [tz.code, tz.timeZone]));
    expect(bundled).toEqual(TIME_ZONE_CODES);
  });

  it('pages the slot calendar by the §9 days per page', () => {
    expect(flowConfig.data.IN_PERSON.daysPerPage).toEqual(DAYS_PER_PAGE.inPerson);
    expect(flowConfig.data.EVERYDAY_VACCINE.daysPerPage).toEqual(DAYS_PER_PAGE.inPerson);
    expect(flowConfig.data.DIETITIAN.daysPerPage).toEqual(DAYS_PER_PAGE.inPerson);
    expect(flowConfig.data.VIRTUAL_VISIT.daysPerPage).toEqual(DAYS_PER_PAGE.virtual);
  });

  it('words the minimum age notice with the figures the booking checks', () => {
    const notice = patientDetailsTexts.data.minimumAgeNotice;
    expect(notice).toContain(`at least ${MIN_PATIENT_AGE_MONTHS} months old`);
    for (const [code, months] of Object.entries(MIN_PATIENT_AGE_MONTHS_BY_STATE)) {
      const state = US_STATES.find((candidate) => candidate.code === code)?.name;
      expect(notice).toContain(`In ${state}, patients must be at least ${months} months old`);
    }
  });
});
