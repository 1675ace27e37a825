import { clinicDetailsPath } from '@hs/contracts';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api/api-client';

export interface ClinicNumbers {
  divisionNumber: string;
  storeNumber: string;
}

/** The 3-digit division and 5-digit store number a clinic's id joins (§3). */
export function clinicNumbersOf(id: string): ClinicNumbers {
  return { divisionNumber: id.slice(0, 3), storeNumber: id.slice(3, 8) };
}

/** §7 clinic-details for one clinic; none while the URL names no readable clinic. */
export const clinicDetailsQuery = (numbers: ClinicNumbers | null) =>
  queryOptions({
    queryKey: ['clinic-details', numbers?.divisionNumber, numbers?.storeNumber] as const,
    queryFn: numbers
      ? ({ signal }) =>
          apiGet(
            clinicDetailsPath,
            { 'filter.divisionNumber': numbers.divisionNumber, 'filter.storeNumber': numbers.storeNumber },
            { signal },
          )
      : skipToken,
    staleTime: 60_000,
    retry: false,
  });

export function useClinicDetails(numbers: ClinicNumbers | null) {
  return useQuery({ ...clinicDetailsQuery(numbers), select: (response) => response.data.clinicDetails });
}
