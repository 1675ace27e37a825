import type { StaffGrantInput } from '@hs/contracts/staff-roles';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ErrorSummary } from '@/components/ui/error-summary';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { type Person, useChangeGrants } from '@/features/staff/api/identity-queries';
import { needsVerification } from '@/features/staff/api/passkey-ceremonies';
import { EMPTY_GRANT, grantOf, type PersonFormValues } from '@/features/staff/model/grant-form';
import { ROLE_LABELS } from '@/features/staff/model/grant-labels';
import { passkeyProblemOf, signInProblemText } from '@/features/staff/model/passkey-errors';
import { requestProblem } from '@/features/staff/model/request-problem';
import { isApiRequestError } from '@/lib/api/api-client';
import { GrantFields, grantErrorsOf } from './grant-fields';
import styles from './grants-editor.module.css';

type ShownGrant = StaffGrantInput & { scopeName?: string };

const grantKey = (grant: StaffGrantInput) => `${grant.role} ${grant.scope} ${grant.scopeId ?? ''}`;

function shownGrant(grant: ShownGrant): string {
  const role = ROLE_LABELS[grant.role];
  if (grant.scope === 'chain') return `${role} across the chain`;
  const where = grant.scopeName ?? `${grant.scope === 'clinic' ? 'clinic' : 'district'} ${grant.scopeId}`;
  return `${role} at ${where}`;
}

/** Why saving failed: the verification ceremony's own problem, or the server's refusal. */
function saveProblem(error: unknown): string {
  if (!isApiRequestError(error) || needsVerification(error)) {
    const { title, advice } = signInProblemText(passkeyProblemOf(error));
    return `Confirming it is you did not work. ${title} ${advice}`;
  }
  return requestProblem(error, 'The roles could not be saved.');
}

/**
 * A member's roles, replaced as a whole. Changing roles needs a user verification under five minutes old: when
 * the server asks for one, the member confirms with their passkey and the change is sent again.
 */
export function GrantsEditor({
  person,
  onClose,
  onSaved,
}: {
  person: Person;
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  const [grants, setGrants] = useState<ShownGrant[]>(person.grants);
  const change = useChangeGrants();
  const form = useForm<PersonFormValues>({
    defaultValues: { email: '', name: '', grant: EMPTY_GRANT },
    shouldFocusError: false,
  });
  const { errors, submitCount } = form.formState;
  const grantErrors = grantErrorsOf(errors, 'add');
  const add = form.handleSubmit((values) => {
    const made = grantOf(values.grant);
    if ('field' in made) return;
    if (!grants.some((grant) => grantKey(grant) === grantKey(made.grant))) setGrants([...grants, made.grant]);
    form.reset();
  });
  const save = () =>
    change.mutate(
      { staffId: person.id, grants: grants.map(({ role, scope, scopeId }) => ({ role, scope, scopeId })) },
      { onSuccess: () => onSaved(`${person.name}’s roles are saved.`) },
    );

  return (
    <Modal
      open
      onClose={onClose}
      title={`Roles of ${person.name}`}
      actions={
        <>
          <Button onClick={save} disabled={change.isPending}>
            Save the roles
          </Button>
          <Button variant="secondary" onClick={onClose}>
            Keep them as they were
          </Button>
        </>
      }
    >
      {change.isError ? (
        <Alert key={change.submittedAt} name={null} variant="error">
          {saveProblem(change.error)}
        </Alert>
      ) : null}
      {change.isPending ? <Spinner size="small" label="Saving the roles" /> : null}
      <p>Changes take effect at their next request. Saving asks you to confirm it is you with your passkey.</p>
      {grants.length > 0 ? (
        <ul className={styles.grants}>
          {grants.map((grant) => (
            <li key={grantKey(grant)} className={styles.grant}>
              <span>{shownGrant(grant)}</span>
              <Button
                variant="link"
                onClick={() => setGrants(grants.filter((other) => grantKey(other) !== grantKey(grant)))}
              >
                Remove<span className="visually-hidden"> {shownGrant(grant)}</span>
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p>
          <strong>No roles:</strong> saved like this, {person.name} can sign in but do nothing.
        </p>
      )}
      <form onSubmit={add} noValidate aria-labelledby="add-grant-heading">
        <h3 id="add-grant-heading">Add a role</h3>
        <ErrorSummary name={null} items={grantErrors.items} focusKey={submitCount} />
        <GrantFields form={form} errors={grantErrors.messages} idPrefix="add" />
        <Button type="submit" variant="secondary">
          Add the role
        </Button>
      </form>
    </Modal>
  );
}
