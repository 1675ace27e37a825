import type { ClinicNumbers } from '@/lib/clinics/use-clinic-details';

/** A details URL names a clinic only with a 3-digit division and a 5-digit store number (§3). */
export function readClinicNumbers(
  divisionNumber: string | undefined,
  storeNumber: string | undefined,
): ClinicNumbers | null {
  if (!divisionNumber || !storeNumber) return null;
  if (!/^\d{3}$/.test(divisionNumber) || !/^\d{5}$/.test(storeNumber)) return null;
  return { divisionNumber, storeNumber };
}
