import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { schedulerDocument } from './documents/scheduler.js';
import { flowConfig } from './objects/flow-config.js';
import { timeZoneValues } from './objects/time-zone-values.js';
import { defineContent, defineDocument } from './registry.js';
import { ErrorBannerConfigSchema } from './schemas/error-banner-config.js';
import { FlowConfigSchema } from './schemas/flow-config.js';
import { ReservationToggleSchema } from './schemas/reservation-toggle.js';
import { SchedulerDocumentSchema } from './schemas/scheduler-document.js';
import { ServiceOverrideSchema } from './schemas/service-extra-properties.js';
import { TimeZoneValuesSchema } from './schemas/time-zone-values.js';

describe('defineContent and defineDocument', () => {
  const address = { schema: 'sample', version: '1.0.0', dir: 'scheduler', name: 'sample' };

  it.each(['../x', '', '.hidden', 'a/b', 'caf\u00e9', 'x'.repeat(101)])('rejects the segment %j', (segment) => {
    const loadZod = () => Promise.resolve(z.object({}));
    expect(() => defineContent({ ...address, name: segment }, loadZod, {})).toThrow(/invalid segment/);
    expect(() => defineDocument('page', segment, loadZod, {})).toThrow(/invalid segment/);
  });
});

describe('error banner configuration', () => {
  it('needs a message when enabled', () => {
    expect(ErrorBannerConfigSchema.safeParse({ enabled: true }).success).toBe(false);
    expect(ErrorBannerConfigSchema.safeParse({ enabled: true, message: 'Scheduling is paused.' }).success).toBe(true);
    expect(ErrorBannerConfigSchema.safeParse({ enabled: false }).success).toBe(true);
  });

  it('rejects a blank message', () => {
    expect(ErrorBannerConfigSchema.safeParse({ enabled: true, message: '   ' }).success).toBe(false);
  });
});

describe('service name-pattern overrides', () => {
  it('accepts an exclusion or a merge', () => {
    expect(ServiceOverrideSchema.safeParse({ pattern: '^test', exclude: true }).success).toBe(true);
    expect(ServiceOverrideSchema.safeParse({ pattern: 'shingles', merge: { leadTime: 2 } }).success).toBe(true);
  });

  it('rejects an override that does nothing, a broken pattern, or an unknown property', () => {
    expect(ServiceOverrideSchema.safeParse({ pattern: 'flu' }).success).toBe(false);
    expect(ServiceOverrideSchema.safeParse({ pattern: '(flu', exclude: true }).success).toBe(false);
    expect(ServiceOverrideSchema.safeParse({ pattern: 'flu', merge: { price: 10 } }).success).toBe(false);
  });
});

describe('per-flow objects', () => {
  it('needs an entry for every flow', () => {
    const { DIETITIAN: _, ...withoutDietitian } = flowConfig.data;
    expect(FlowConfigSchema.safeParse(withoutDietitian).success).toBe(false);
    expect(ReservationToggleSchema.safeParse({ IN_PERSON: true }).success).toBe(false);
  });

  it('shows more days per page for virtual visits (§9)', () => {
    expect(flowConfig.data.VIRTUAL_VISIT.daysPerPage).toEqual({ desktop: 5, tablet: 5, mobile: 3, tiny: 1 });
    expect(flowConfig.data.IN_PERSON.daysPerPage).toEqual({ desktop: 4, tablet: 4, mobile: 3, tiny: 1 });
  });
});

describe('time zone values', () => {
  it('lists the §9 codes with their IANA zones, east to west', () => {
    expect(timeZoneValues.data.timeZones.map((tz) => [tz.code, tz.timeZone])).toEqual([
      ['ET', 'America/New_York'],
      ['CT', 'America/Chicago'],
      ['MT', 'America/Boise'],
      ['MST', 'America/Phoenix'],
      ['PT', 'America/Los_Angeles'],
      ['AKT', 'America/Anchorage'],
      ['HT', 'Pacific/Honolulu'],
    ]);
  });

  it('rejects an unknown zone and a repeated code', () => {
    const [first] = timeZoneValues.data.timeZones;
    expect(TimeZoneValuesSchema.safeParse({ timeZones: [{ ...first, timeZone: 'Mars/Olympus' }] }).success).toBe(false);
    expect(TimeZoneValuesSchema.safeParse({ timeZones: [first, first] }).success).toBe(false);
  });
});

describe('scheduler text collection', () => {
  it('requires the {date} placeholder in date-range messages', () => {
    const data = structuredClone(schedulerDocument.data);
    data.searchForm.messages.dateTooEarly = 'Date is too early.';
    expect(SchedulerDocumentSchema.safeParse(data).success).toBe(false);
  });
});
