import type { TimeslotsPlace } from '@/lib/availability/availability-requests';

/**
 * Where the new times are looked for: a follow-up at its first visit's new place; virtual care among the teams
 * licensed in the patient's state (none until it is chosen); otherwise the clinic chosen.
 */
export function movePlace(choice: {
  followupAt: string | undefined;
  isVirtual: boolean;
  patientState: string;
  clinicId: string;
}): TimeslotsPlace | null {
  if (choice.followupAt) return { providerId: choice.followupAt };
  if (!choice.isVirtual) return { providerId: choice.clinicId };
  return choice.patientState ? { licensureState: choice.patientState } : null;
}
