/**
 * Names shared by several content objects. They follow the spec's words (§1, §2, §3); the content store
 * is read by the web app before anything else, so these lists are kept here rather than looked up.
 */
export const SCHEDULER_FLOWS = ['IN_PERSON', 'VIRTUAL_VISIT', 'DIETITIAN', 'EVERYDAY_VACCINE'] as const;

export const REDIRECT_ACTIONS = ['results', 'pharmacy_scheduler', 'prescreen'] as const;

export const PRESCREEN_IDS = [
  'physicals',
  'health_screenings',
  'dot_physicals',
  'medicare_check',
  'travel_vaccines',
  'dietitian',
  'vaccines',
] as const;

export { PATIENT_FORM_STEPS } from '@hs/domain';

export const BUSINESS_NAMES = ['tlc', 'pharmacy', 'dietitian'] as const;

export const ALERT_TYPES = ['info', 'warning', 'error'] as const;
