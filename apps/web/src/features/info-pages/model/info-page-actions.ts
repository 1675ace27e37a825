import type { InfoPageAction, SchedulerConfig } from '@hs/content';
import { BUSINESS_PHONES } from '@/config/business';
import { paths } from '@/config/paths';

/** A page inside the app, or a phone line to call. */
export type ActionTarget = { kind: 'page'; to: string } | { kind: 'phone'; href: string; display: string };

/** The search category that books vaccines (the EVERYDAY_VACCINE flow), unless it is switched off. */
export function vaccineCategoryOf(config: SchedulerConfig): string | undefined {
  return config.categories.find((category) => category.schedulerFlow === 'EVERYDAY_VACCINE' && !category.isDisabled)
    ?.category;
}

/** Where each info-page button leads; a vaccine booking starts with its category chosen when there is one. */
export function actionTarget(to: InfoPageAction['to'], vaccineCategory: string | undefined): ActionTarget {
  switch (to) {
    case 'bookAppointment':
      return { kind: 'page', to: paths.main() };
    case 'bookVaccine':
      return { kind: 'page', to: paths.main({ type: vaccineCategory }) };
    case 'findClinic':
      return { kind: 'page', to: paths.clinicLocations() };
    case 'clinicServices':
      return { kind: 'page', to: paths.clinicServices() };
    case 'clinicBilling':
      return { kind: 'page', to: paths.clinicBilling() };
    case 'callClinic':
      return { kind: 'phone', href: BUSINESS_PHONES.clinic.href, display: BUSINESS_PHONES.clinic.display };
    case 'callPharmacy':
      return { kind: 'phone', href: BUSINESS_PHONES.pharmacy.href, display: BUSINESS_PHONES.pharmacy.display };
  }
}
