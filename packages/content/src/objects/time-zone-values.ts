import { z } from 'zod';
import { defineContent } from '../registry.js';
import { DisplayTextSchema } from '../vocabulary.js';

export const TIME_ZONE_CODES = ['ET', 'CT', 'MT', 'MST', 'PT', 'AKT', 'HT'] as const;

const isIanaZone = (zone: string): boolean => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone.includes('/');
  } catch {
    return false;
  }
};

export const TimeZoneValueSchema = z.object({
  code: z.enum(TIME_ZONE_CODES),
  label: DisplayTextSchema,
  timeZone: z.string().refine(isIanaZone, 'Must be an IANA time zone such as America/New_York.'),
});
export type TimeZoneValue = z.infer<typeof TimeZoneValueSchema>;

/** The time zones a patient can choose (dietitian screen) and their display names (§9). */
export const TimeZoneValuesSchema = z.object({
  timeZones: z
    .array(TimeZoneValueSchema)
    .min(1)
    .refine((zones) => new Set(zones.map((zone) => zone.code)).size === zones.length, 'Each code is listed once.'),
});
export type TimeZoneValues = z.infer<typeof TimeZoneValuesSchema>;

export const timeZoneValues = defineContent(
  { schema: 'time-zone-values', version: '1.0.0', dir: 'scheduler', name: 'time-zones' },
  TimeZoneValuesSchema,
  {
    timeZones: [
      { code: 'ET', label: 'Eastern Time (ET)', timeZone: 'America/New_York' },
      { code: 'CT', label: 'Central Time (CT)', timeZone: 'America/Chicago' },
      { code: 'MT', label: 'Mountain Time (MT)', timeZone: 'America/Boise' },
      { code: 'MST', label: 'Mountain Standard Time, Arizona (MST)', timeZone: 'America/Phoenix' },
      { code: 'PT', label: 'Pacific Time (PT)', timeZone: 'America/Los_Angeles' },
      { code: 'AKT', label: 'Alaska Time (AKT)', timeZone: 'America/Anchorage' },
      { code: 'HT', label: 'Hawaii Time (HT)', timeZone: 'Pacific/Honolulu' },
    ],
  },
);
