import type {
  Attendance,
  ClinicCancelReason,
  ClinicsResponseSchema,
  ScheduledVisit,
  ScheduleResponseSchema,
  VisitChangedResponseSchema,
  VisitDetailResponseSchema,
} from '@hs/contracts/staff-desk';
import { staffPath, staffPaths } from '@hs/contracts/staff-identity';
import { keepPreviousData, type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { useStaffApi } from './staff-api';
import { staffKeys } from './staff-keys';

type ClinicsResponse = z.infer<typeof ClinicsResponseSchema>;
type ScheduleResponse = z.infer<typeof ScheduleResponseSchema>;
type VisitDetailResponse = z.infer<typeof VisitDetailResponseSchema>;
export type VisitChange = z.infer<typeof VisitChangedResponseSchema>['data'];
export type Schedule = ScheduleResponse['data'];
export type VisitDetail = VisitDetailResponse['data']['visit'];

/** The most clinics one search lists; a member who may see more finds the others by searching. */
export const CLINIC_CHOICES = 50;

/** The clinics whose schedule the member may see, matching `q` (name, city or store number). */
export function useClinics(q: string) {
  const { client } = useStaffApi();
  return useQuery({
    queryKey: staffKeys.clinics(q),
    queryFn: ({ signal }) =>
      client.get<ClinicsResponse>(staffPaths.clinics, { query: { q: q || undefined, limit: CLINIC_CHOICES }, signal }),
    select: (answer) => answer.data.clinics,
    placeholderData: keepPreviousData,
  });
}

/** A clinic's visits from `from`, day by day, on the clinic's calendar. */
export function useSchedule(clinicId: string, from: string, days: number) {
  const { client } = useStaffApi();
  return useQuery({
    queryKey: staffKeys.schedule(clinicId, from, days),
    queryFn: ({ signal }) =>
      client.get<ScheduleResponse>(staffPath(staffPaths.schedule, { clinicId }), { query: { from, days }, signal }),
    select: (answer) => answer.data,
    // The front desk's list changes as patients book and cancel on the public site.
    staleTime: 30_000,
    refetchInterval: 60_000,
    placeholderData: keepPreviousData,
  });
}

/**
 * An opened visit: its contact details and answers. Each read is audited as a read of patient data, so it is
 * asked for only when opened, and kept no longer than it is on screen.
 */
export function useVisitDetail(appointmentId: string | undefined) {
  const { client } = useStaffApi();
  return useQuery({
    queryKey: staffKeys.visit(appointmentId ?? ''),
    queryFn: ({ signal }) =>
      client.get<VisitDetailResponse>(staffPath(staffPaths.appointment, { appointmentId: appointmentId ?? '' }), {
        signal,
      }),
    select: (answer) => answer.data.visit,
    enabled: appointmentId !== undefined,
    staleTime: 0,
    gcTime: 0,
  });
}

/** Puts the server's copy of a changed visit into every range of the clinic's schedule that shows it. */
function storeVisit(queryClient: QueryClient, clinicId: string, visit: ScheduledVisit) {
  queryClient.setQueriesData<ScheduleResponse>({ queryKey: staffKeys.schedules(clinicId) }, (answer) =>
    answer
      ? {
          data: {
            ...answer.data,
            days: answer.data.days.map((day) => ({
              ...day,
              visits: day.visits.map((shown) => (shown.id === visit.id ? visit : shown)),
            })),
          },
        }
      : answer,
  );
}

export function useRecordAttendance(clinicId: string) {
  const { client } = useStaffApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ appointmentId, attendance }: { appointmentId: string; attendance: Attendance | null }) =>
      client.send<{ data: VisitChange }>('PUT', staffPath(staffPaths.attendance, { appointmentId }), { attendance }),
    onSuccess: ({ data }) => storeVisit(queryClient, clinicId, data.visit),
  });
}

export function useCancelVisit(clinicId: string) {
  const { client } = useStaffApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      appointmentId,
      reason,
      note,
    }: {
      appointmentId: string;
      reason: ClinicCancelReason;
      note: string;
    }) =>
      client.send<{ data: VisitChange }>('POST', staffPath(staffPaths.cancellation, { appointmentId }), {
        reason,
        ...(note.trim() ? { note: note.trim() } : {}),
      }),
    onSuccess: ({ data }) => storeVisit(queryClient, clinicId, data.visit),
  });
}
