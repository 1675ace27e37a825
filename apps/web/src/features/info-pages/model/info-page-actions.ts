import type { InfoPageAction } from '@hs/content';
import { BUSINESS_PHONES } from '@/config/business';
import { paths } from '@/config/paths';

/** A page inside the app, or a phone line to call. */
export type ActionTarget = { kind: 'page'; to: string } | { kind: 'phone'; href: string; display: string };

/** Where each info-page button leads. */
export function actionTarget(to: InfoPageAction['to']): ActionTarget {
  switch (to) {
    case 'bookAppointment':
      return { kind: 'page', to: paths.main() };
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
