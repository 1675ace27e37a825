import { defineContent } from '../registry.js';
import type { TimeZoneValues } from '../schemas/time-zone-values.js';

export const TIME_ZONE_CODES = ['ET', 'CT', 'MT', 'MST', 'PT', 'AKT', 'HT'] as const;

export const timeZoneValues = defineContent<TimeZoneValues>(
  { schema: 'time-zone-values', version: '1.0.0', dir: 'scheduler', name: 'time-zones' },
  () => import('../schemas/time-zone-values.js').then((module) => module.TimeZoneValuesSchema),
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
  ['es'],
);
