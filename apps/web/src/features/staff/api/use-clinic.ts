import type { StaffClinic } from '@hs/contracts/staff-desk';
import { useLocation } from 'react-router';
import { useClinics } from './schedule-queries';

/** The clinic the day list linked from, else the member's clinics as the picker lists them. */
export function useClinic(clinicId: string): StaffClinic | undefined {
  const state = useLocation().state as { clinic?: StaffClinic } | null;
  const clinics = useClinics('');
  const linked = state?.clinic?.id === clinicId ? state.clinic : undefined;
  return linked ?? clinics.data?.find((clinic) => clinic.id === clinicId);
}
