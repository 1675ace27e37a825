import type { ClinicDetails } from '@hs/contracts';

/** A clinic a search can be fixed to: one that takes bookings online. */
export const isBookableClinic = (clinic: ClinicDetails | undefined): clinic is ClinicDetails =>
  clinic?.isSchedulerEnabled === true;

/** The appointment types to offer at a clinic: those of the search's categories it has a service in. */
export function categoriesAtClinic(categories: readonly string[], clinic: Pick<ClinicDetails, 'services'>): string[] {
  const offered = new Set(clinic.services.map((service) => service.category));
  return categories.filter((category) => offered.has(category));
}

/** The clinic's address on one line, as the form names it. */
export const clinicAddressLine = ({ address }: Pick<ClinicDetails, 'address'>): string =>
  [...address.lines, `${address.city}, ${address.state} ${address.zip}`].join(', ');
