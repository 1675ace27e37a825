import type { NamedGrant } from '@hs/contracts/staff-identity';
import type { GrantScope, StaffRole } from '@hs/contracts/staff-roles';

export const ROLE_LABELS: Record<StaffRole, string> = {
  'chain-admin': 'Administrator',
  'front-desk': 'Front desk',
  'clinic-manager': 'Clinic manager',
  'district-manager': 'District manager',
  'user-manager': 'User manager',
  auditor: 'Auditor',
};

export const SCOPE_LABELS: Record<GrantScope, string> = {
  clinic: 'One clinic',
  district: 'A district',
  chain: 'The whole chain',
};

/** 'Front desk at Dayton Kettering', 'Auditor across the chain'. */
export function grantText(grant: NamedGrant): string {
  const role = ROLE_LABELS[grant.role];
  return grant.scope === 'chain' ? `${role} across the chain` : `${role} at ${grant.scopeName}`;
}
