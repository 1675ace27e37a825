import type {
  BlockRequest,
  BlocksResponseSchema,
  ClosureRequest,
  ClosuresResponseSchema,
  HoursChangeResponseSchema,
  WeeklyHoursRequest,
  WeeklyHoursResponseSchema,
} from '@hs/contracts/staff-hours';
import { staffPath, staffPaths } from '@hs/contracts/staff-identity';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { withFreshVerification } from './passkey-ceremonies';
import { useStaffApi } from './staff-api';
import { staffKeys } from './staff-keys';

type ClosuresResponse = z.infer<typeof ClosuresResponseSchema>;
type BlocksResponse = z.infer<typeof BlocksResponseSchema>;
type WeeklyHoursResponse = z.infer<typeof WeeklyHoursResponseSchema>;
export type HoursChange = z.infer<typeof HoursChangeResponseSchema>['data'];
export type Closure = ClosuresResponse['data']['closures'][number];
export type Block = BlocksResponse['data']['blocks'][number];
export type WeeklyHours = WeeklyHoursResponse['data']['hours'];
/** What a change asks done with the booked visits it touches; left out, the server refuses and counts them. */
export type BookingsChoice = Pick<ClosureRequest, 'bookings' | 'cancelReason'>;
export type ClosureInput = Omit<ClosureRequest, 'dryRun'>;
export type BlockInput = Omit<BlockRequest, 'dryRun'>;
export type WeeklyHoursInput = Omit<WeeklyHoursRequest, 'dryRun'>;

export function useClosures(clinicId: string) {
  const { client } = useStaffApi();
  return useQuery({
    queryKey: [...staffKeys.hours(clinicId), 'closures'],
    queryFn: ({ signal }) => client.get<ClosuresResponse>(staffPath(staffPaths.closures, { clinicId }), { signal }),
    select: (answer) => answer.data.closures,
  });
}

export function useBlocks(clinicId: string) {
  const { client } = useStaffApi();
  return useQuery({
    queryKey: [...staffKeys.hours(clinicId), 'blocks'],
    queryFn: ({ signal }) => client.get<BlocksResponse>(staffPath(staffPaths.blockedTimes, { clinicId }), { signal }),
    select: (answer) => answer.data.blocks,
  });
}

export function useWeeklyHours(clinicId: string) {
  const { client } = useStaffApi();
  return useQuery({
    queryKey: [...staffKeys.hours(clinicId), 'weekly'],
    queryFn: ({ signal }) =>
      client.get<WeeklyHoursResponse>(staffPath(staffPaths.weeklyHours, { clinicId }), { signal }),
    select: (answer) => answer.data.hours,
  });
}

/** Each change is followed by the clinic's hours and visits as the server now has them (visits may be canceled). */
function useHoursChange<Input>(clinicId: string, change: (input: Input) => Promise<{ data: HoursChange }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: Input) => (await change(input)).data,
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: staffKeys.hours(clinicId) }),
        queryClient.invalidateQueries({ queryKey: staffKeys.schedules(clinicId) }),
      ]);
    },
  });
}

/** Closing whole days needs a user verification under five minutes old, which this asks for when needed. */
export function useAddClosure(clinicId: string) {
  const { client } = useStaffApi();
  return useHoursChange(clinicId, (closure: ClosureInput) =>
    withFreshVerification(client, () =>
      client.send<{ data: HoursChange }>('POST', staffPath(staffPaths.closures, { clinicId }), closure),
    ),
  );
}

export function useRemoveClosure(clinicId: string) {
  const { client } = useStaffApi();
  return useHoursChange(clinicId, (closureId: string) =>
    client.send<{ data: HoursChange }>('DELETE', staffPath(staffPaths.closure, { clinicId, closureId })),
  );
}

export function useBlockTime(clinicId: string) {
  const { client } = useStaffApi();
  return useHoursChange(clinicId, (block: BlockInput) =>
    client.send<{ data: HoursChange }>('POST', staffPath(staffPaths.blockedTimes, { clinicId }), block),
  );
}

export function useRemoveBlock(clinicId: string) {
  const { client } = useStaffApi();
  return useHoursChange(clinicId, (blockId: string) =>
    client.send<{ data: HoursChange }>('DELETE', staffPath(staffPaths.blockedTime, { clinicId, blockId })),
  );
}

export function useReplaceWeeklyHours(clinicId: string) {
  const { client } = useStaffApi();
  return useHoursChange(clinicId, (hours: WeeklyHoursInput) =>
    client.send<{ data: HoursChange }>('PUT', staffPath(staffPaths.weeklyHours, { clinicId }), hours),
  );
}
