import type { RawService } from '../service.js';

/** A catalog row as the source sends it: a flu vaccine bookable up to two weeks ahead. */
export const RAW_FLU_VACCINE: RawService = {
  id: 1,
  name: 'Flu Vaccine',
  groupName: 'Vaccines',
  businessNames: ['tlc'],
  maxDaysAhead: 14,
  followupServiceId: null,
  followupAfterDays: null,
  groupOrder: 2,
  order: 1,
  isVaccine: true,
  isCovidVaccine: false,
  isAvailable: true,
  leadTime: 0,
  dose: null,
};
