import { z } from 'zod';
import { TIME_ZONE_CODES } from '../objects/time-zone-values.js';
import { DisplayTextSchema } from './vocabulary.js';

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
