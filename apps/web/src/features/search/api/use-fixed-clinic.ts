import { useState } from 'react';
import { isBookableClinic } from '@/features/search/model/fixed-clinic';
import { clinicNumbersOf, useClinicDetails } from '@/lib/clinics/use-clinic-details';

/**
 * The clinic the search starts fixed to (a clinic's "Book an appointment here"), once it is known to take
 * bookings online. One that fails to load or does not book online leaves the search to its location.
 */
export function useFixedClinic(initialId: string | undefined) {
  const [id, setId] = useState(initialId);
  const details = useClinicDetails(id ? clinicNumbersOf(id) : null);
  return {
    clinic: id && isBookableClinic(details.data) ? details.data : undefined,
    isLoading: Boolean(id) && details.isPending,
    release: () => setId(undefined),
  };
}
