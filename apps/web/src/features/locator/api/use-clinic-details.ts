import { clinicDetailsPath } from '@hs/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api/api-client';

export interface ClinicNumbers {
  divisionNumber: string;
  storeNumber: string;
}

/** §7 clinic-details for one clinic; disabled while the URL names no readable clinic. */
export function useClinicDetails(numbers: ClinicNumbers | null) {
  return useQuery({
    queryKey: ['clinic-details', numbers?.divisionNumber, numbers?.storeNumber] as const,
    queryFn: ({ signal }) =>
      apiGet(
        clinicDetailsPath,
        { 'filter.divisionNumber': numbers!.divisionNumber, 'filter.storeNumber': numbers!.storeNumber },
        { signal },
      ),
    select: (response) => response.data.clinicDetails,
    enabled: numbers !== null,
    staleTime: 60_000,
    retry: false,
  });
}
