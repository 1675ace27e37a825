import {
  GRANT_SCOPES,
  type GrantScope,
  STAFF_ROLES,
  type StaffGrantInput,
  type StaffRole,
} from '@hs/contracts/staff-roles';
import { ROLE_LABELS, SCOPE_LABELS } from './grant-labels';

/** A grant as a form holds it: nothing chosen yet is ''. */
export interface GrantFields {
  role: StaffRole | '';
  scope: GrantScope | '';
  scopeId: string;
}

export const EMPTY_GRANT: GrantFields = { role: '', scope: '', scopeId: '' };

/** The fields of the people page's forms: an invite's, and a grant added in the roles editor (which has no email). */
export interface PersonFormValues {
  email: string;
  name: string;
  grant: GrantFields;
}

export const ROLE_OPTIONS = STAFF_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));
export const SCOPE_OPTIONS = GRANT_SCOPES.map((scope) => ({ value: scope, label: SCOPE_LABELS[scope] }));

export const GRANT_MESSAGES = {
  role: 'Choose a role.',
  scope: 'Choose where the role holds.',
  clinic: 'Enter the clinic’s id.',
  district: 'Enter the district’s number.',
} as const;

/** What the scope id field asks for, by scope. */
export const SCOPE_ID_LABELS: Record<Exclude<GrantScope, 'chain'>, { label: string; hint: string }> = {
  clinic: { label: 'Clinic id', hint: 'The clinic’s provider id, as in the address of its day list.' },
  district: { label: 'District number', hint: 'The district’s division number.' },
};

/** The grant the fields make, or the message of the first field that is missing (as the server's rule says). */
export function grantOf(
  fields: GrantFields,
): { grant: StaffGrantInput } | { field: keyof GrantFields; message: string } {
  if (!fields.role) return { field: 'role', message: GRANT_MESSAGES.role };
  if (!fields.scope) return { field: 'scope', message: GRANT_MESSAGES.scope };
  if (fields.scope === 'chain') return { grant: { role: fields.role, scope: 'chain', scopeId: null } };
  const scopeId = fields.scopeId.trim();
  if (!scopeId) return { field: 'scopeId', message: GRANT_MESSAGES[fields.scope] };
  return { grant: { role: fields.role, scope: fields.scope, scopeId } };
}
