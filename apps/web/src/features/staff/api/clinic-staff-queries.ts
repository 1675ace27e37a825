import type { ClinicStaffResponseSchema } from '@hs/contracts/staff-clinic-staff';
import { staffPath, staffPaths } from '@hs/contracts/staff-identity';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { useStaffApi } from './staff-api';
import { staffKeys } from './staff-keys';

type ClinicStaffResponse = z.infer<typeof ClinicStaffResponseSchema>;
export type ClinicMember = ClinicStaffResponse['data']['staff'][number];

export function useClinicStaff(clinicId: string) {
  const { client } = useStaffApi();
  return useQuery({
    queryKey: staffKeys.clinicStaff(clinicId),
    queryFn: ({ signal }) =>
      client.get<ClinicStaffResponse>(staffPath(staffPaths.clinicStaff, { clinicId }), { signal }),
    select: (answer) => answer.data.staff,
  });
}
