import type {
  ClinicServicesResponseSchema,
  OpenTimesResponseSchema,
  StaffBookingRequest,
  StaffBookingResponseSchema,
  StaffHoldResponseSchema,
} from '@hs/contracts/staff-booking';
import type { VisitChangedResponseSchema } from '@hs/contracts/staff-desk';
import { staffPath, staffPaths } from '@hs/contracts/staff-identity';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { useStaffApi } from './staff-api';
import { staffKeys } from './staff-keys';

type ServicesResponse = z.infer<typeof ClinicServicesResponseSchema>;
type OpenTimesResponse = z.infer<typeof OpenTimesResponseSchema>;
export type Hold = z.infer<typeof StaffHoldResponseSchema>['data']['hold'];
export type Booked = z.infer<typeof StaffBookingResponseSchema>['data'];
export type Moved = z.infer<typeof VisitChangedResponseSchema>['data'];

/** The services the member may book at the clinic, in the public catalog's order. */
export function useClinicServices(clinicId: string) {
  const { client } = useStaffApi();
  return useQuery({
    queryKey: staffKeys.clinicServices(clinicId),
    queryFn: ({ signal }) =>
      client.get<ServicesResponse>(staffPath(staffPaths.clinicServices, { clinicId }), { signal }),
    select: (answer) => answer.data.services,
  });
}

/** The clinic's free times for the visit's services on `date`, asked for once both are chosen. */
export function useOpenTimes(clinicId: string, serviceIds: readonly number[], date: string) {
  const { client } = useStaffApi();
  return useQuery({
    queryKey: staffKeys.openTimesOn(clinicId, serviceIds, date),
    queryFn: ({ signal }) =>
      client.get<OpenTimesResponse>(staffPath(staffPaths.openTimes, { clinicId }), {
        query: { serviceIds: serviceIds.join(','), date },
        signal,
      }),
    select: (answer) => answer.data,
    enabled: serviceIds.length > 0 && date !== '',
    // Visitors book and hold the same times: what is shown is never kept for long.
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

/** Holds a free time; the times shown are asked again either way, as the seat is gone from them or was already. */
export function useHoldTime(clinicId: string) {
  const { client } = useStaffApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (hold: { serviceId: number; reservationTime: string }) =>
      client.send<{ data: { hold: Hold } }>('POST', staffPath(staffPaths.holds, { clinicId }), hold),
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffKeys.openTimes(clinicId) }),
  });
}

/** Gives a hold back. Nothing waits for it: a hold that cannot be given back lapses on its own in minutes. */
export function useReleaseHold(clinicId: string) {
  const { client } = useStaffApi();
  return (reservationCode: string) => {
    client.send('DELETE', staffPath(staffPaths.hold, { clinicId, reservationCode })).catch(() => undefined);
  };
}

/** Books the held time; the clinic's lists and free times are asked again. */
export function useBookVisit(clinicId: string) {
  const { client } = useStaffApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (booking: StaffBookingRequest) =>
      client.send<{ data: Booked }>('POST', staffPath(staffPaths.bookings, { clinicId }), booking),
    onSuccess: () => changedAt(queryClient, clinicId),
  });
}

/** Moves a visit onto a held time; the clinic's lists and free times are asked again. */
export function useRescheduleVisit(clinicId: string, appointmentId: string) {
  const { client } = useStaffApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (move: { dateTime: string; reservationCode: string }) =>
      client.send<{ data: Moved }>('POST', staffPath(staffPaths.reschedule, { appointmentId }), move),
    onSuccess: () => changedAt(queryClient, clinicId),
  });
}

function changedAt(queryClient: ReturnType<typeof useQueryClient>, clinicId: string) {
  void queryClient.invalidateQueries({ queryKey: staffKeys.schedules(clinicId) });
  void queryClient.invalidateQueries({ queryKey: staffKeys.openTimes(clinicId) });
}
