import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import {
  type Person,
  useCreateInvite,
  useRemovePerson,
  useRevokePersonPasskey,
} from '@/features/staff/api/identity-queries';
import { useSession } from '@/features/staff/api/session-context';
import { grantText } from '@/features/staff/model/grant-labels';
import { requestProblem } from '@/features/staff/model/request-problem';
import { ConfirmDialog } from './confirm-dialog';
import { GrantsEditor } from './grants-editor';
import type { CreatedInvite } from './invite-form';
import styles from './person-card.module.css';

type Dialog = { kind: 'grants' } | { kind: 'remove' } | { kind: 'revoke'; passkeyId: string; name: string } | null;

interface PersonCardProps {
  person: Person;
  onDone: (message: string) => void;
  onInvited: (invite: CreatedInvite) => void;
}

/** A member: their roles and passkeys, and what a user manager can change of them. */
export function PersonCard({ person, onDone, onInvited }: PersonCardProps) {
  const [dialog, setDialog] = useState<Dialog>(null);
  // Nobody changes their own roles, removes themselves or revokes their passkeys here (their Passkeys page does).
  const self = useSession().staff.id === person.id;
  const remove = useRemovePerson();
  const revoke = useRevokePersonPasskey();
  const renewal = useCreateInvite();
  const headingId = `person-${person.id}`;
  const livePasskeys = person.passkeys.filter((passkey) => !passkey.revoked);
  const inviteForPasskey = () =>
    renewal.mutate(
      {
        email: person.email,
        name: person.name,
        staffId: person.id,
        // A renewal keeps the member's roles: it adds a passkey, nothing else.
        grants: [],
      },
      { onSuccess: ({ link, expiresAt }) => onInvited({ link, expiresAt, name: person.name }) },
    );
  return (
    <li className={styles.person}>
      <article aria-labelledby={headingId}>
        <h3 id={headingId} className={styles.name}>
          {person.name}
          {person.removed ? <span className={styles.aside}> (removed)</span> : null}
          {self ? <span className={styles.aside}> (you)</span> : null}
        </h3>
        <p className={styles.email}>{person.email}</p>
        <h4 className={styles.subheading}>Roles</h4>
        {person.grants.length > 0 ? (
          <ul>
            {person.grants.map((grant) => (
              <li key={`${grant.role} ${grant.scope} ${grant.scopeId}`}>{grantText(grant)}</li>
            ))}
          </ul>
        ) : (
          <p>None.</p>
        )}
        <h4 className={styles.subheading}>Passkeys</h4>
        {livePasskeys.length > 0 ? (
          <ul className={styles.passkeys}>
            {livePasskeys.map((passkey) => (
              <li key={passkey.id}>
                <span>{passkey.name}</span>
                {person.removed || self ? null : (
                  <Button
                    variant="link"
                    onClick={() => setDialog({ kind: 'revoke', passkeyId: passkey.id, name: passkey.name })}
                  >
                    Revoke
                    <span className="visually-hidden">
                      {' '}
                      {person.name}’s passkey “{passkey.name}”
                    </span>
                  </Button>
                )}
              </li>
            ))}
          </ul>
        ) : (
          <p>None: they cannot sign in.</p>
        )}
        {renewal.isError ? (
          <Alert name={null} variant="error">
            {requestProblem(renewal.error, 'The invite could not be made.')}
          </Alert>
        ) : null}
        {person.removed ? null : (
          <div className={styles.actions}>
            {self ? null : (
              <Button variant="secondary" className={styles.action} onClick={() => setDialog({ kind: 'grants' })}>
                Change roles<span className="visually-hidden"> of {person.name}</span>
              </Button>
            )}
            <Button
              variant="secondary"
              className={styles.action}
              onClick={inviteForPasskey}
              disabled={renewal.isPending}
            >
              Invite to add a passkey<span className="visually-hidden"> for {person.name}</span>
            </Button>
            {self ? null : (
              <Button variant="secondary" className={styles.action} onClick={() => setDialog({ kind: 'remove' })}>
                Remove<span className="visually-hidden"> {person.name}</span>
              </Button>
            )}
          </div>
        )}
      </article>
      {dialog?.kind === 'grants' ? (
        <GrantsEditor
          person={person}
          onClose={() => setDialog(null)}
          onSaved={(message) => {
            setDialog(null);
            onDone(message);
          }}
        />
      ) : null}
      {dialog?.kind === 'remove' ? (
        <ConfirmDialog
          title={`Remove ${person.name}?`}
          confirmLabel={`Remove ${person.name}`}
          onConfirm={() =>
            remove.mutate(person.id, {
              onSuccess: () => {
                setDialog(null);
                onDone(`${person.name} is removed: their sessions end at their next request.`);
              },
            })
          }
          onClose={() => setDialog(null)}
          pending={remove.isPending}
          error={remove.error}
          failure="They could not be removed."
        >
          <p>
            They will no longer be able to sign in, and a session they have open ends at its next request. What they did
            stays in the audit trail.
          </p>
        </ConfirmDialog>
      ) : null}
      {dialog?.kind === 'revoke' ? (
        <ConfirmDialog
          title={`Revoke “${dialog.name}”?`}
          confirmLabel="Revoke the passkey"
          onConfirm={() =>
            revoke.mutate(
              { staffId: person.id, passkeyId: dialog.passkeyId },
              {
                onSuccess: () => {
                  setDialog(null);
                  onDone(`${person.name}’s passkey “${dialog.name}” is revoked.`);
                },
              },
            )
          }
          onClose={() => setDialog(null)}
          pending={revoke.isPending}
          error={revoke.error}
          failure="The passkey could not be revoked."
        >
          <p>
            It will no longer sign in, and a session it opened ends at its next request. {person.name} keeps their other
            passkeys; a new one comes from an invite.
          </p>
        </ConfirmDialog>
      ) : null}
    </li>
  );
}
