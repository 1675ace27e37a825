import { staffPath, staffPaths } from '@hs/contracts/staff-identity';
import type { WaitlistFigures, WaitlistFiguresQuery } from '@hs/contracts/staff-waitlist';
import { useQuery } from '@tanstack/react-query';
import { useStaffApi } from './staff-api';
import { staffKeys } from './staff-keys';

/** How the clinic's waitlist offers went over the days asked for (the server's last 30 days when none are). */
export function useWaitlistFigures(clinicId: string, days: WaitlistFiguresQuery) {
  const { client } = useStaffApi();
  return useQuery({
    queryKey: staffKeys.waitlistFigures(clinicId, days),
    queryFn: ({ signal }) =>
      client.get<{ data: { waitlist: WaitlistFigures } }>(staffPath(staffPaths.waitlistFigures, { clinicId }), {
        query: { ...days },
        signal,
      }),
    select: (answer) => answer.data.waitlist,
  });
}
