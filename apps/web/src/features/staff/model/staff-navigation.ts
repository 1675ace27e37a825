import type { StaffAction } from '@hs/contracts/staff-roles';
import { staffHrefs } from '@/features/staff/staff-paths';

export interface StaffNavItem {
  label: string;
  to: string;
  /** The action a grant must allow somewhere for the page to be offered; none: every member. */
  needs?: StaffAction;
}

/** What the clinic's hours page offers; a member whose roles allow one of them sees it linked from the day list. */
export const HOURS_ACTIONS: readonly StaffAction[] = ['edit-hours', 'block-time', 'close-clinic'];

/** The console's sections, in the order the navigation lists them. */
const SECTIONS: readonly StaffNavItem[] = [
  { label: 'Home', to: staffHrefs.home() },
  { label: 'Day list', to: staffHrefs.clinics(), needs: 'view-schedule' },
  { label: 'People', to: staffHrefs.people(), needs: 'manage-people' },
  { label: 'Audit trail', to: staffHrefs.audit(), needs: 'read-audit' },
  { label: 'Your passkeys', to: staffHrefs.passkeys() },
];

/**
 * What the console offers a member: the sections their grants allow somewhere (the session's `allowed`). The
 * server still decides each request clinic by clinic; this only leaves out what would be refused everywhere.
 */
export function navigationFor(allowed: readonly StaffAction[]): StaffNavItem[] {
  return SECTIONS.filter((section) => !section.needs || allowed.includes(section.needs));
}
