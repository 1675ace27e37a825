import { PASSKEY_NAME_MAX } from '@hs/contracts/staff-identity';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { TextInput } from '@/components/ui/text-input';
import {
  type OwnPasskey,
  usePasskeys,
  useRenamePasskey,
  useRevokePasskey,
} from '@/features/staff/api/identity-queries';
import { ConfirmDialog } from '@/features/staff/components/confirm-dialog';
import { DoneMessage } from '@/features/staff/components/done-message';
import { StaffHeading } from '@/features/staff/components/staff-heading';
import { localDateTime } from '@/features/staff/model/clinic-time';
import { requestProblem } from '@/features/staff/model/request-problem';
import styles from './passkeys-page.module.css';

const NAME_REQUIRED = 'Name the passkey.';
const NAME_TOO_LONG = `Keep the name to ${PASSKEY_NAME_MAX} characters.`;

function RenameForm({ passkey, onDone }: { passkey: OwnPasskey; onDone: (message: string) => void }) {
  const rename = useRenamePasskey();
  const form = useForm<{ name: string }>({ defaultValues: { name: passkey.name } });
  const { errors } = form.formState;
  const fieldName = `name-${passkey.id}`;
  const submit = form.handleSubmit(({ name }) =>
    rename.mutate(
      { passkeyId: passkey.id, name: name.trim() },
      { onSuccess: () => onDone(`The passkey is now called “${name.trim()}”.`) },
    ),
  );
  return (
    <form onSubmit={submit} noValidate className={styles.rename}>
      <TextInput
        id={fieldName}
        label={`New name for “${passkey.name}”`}
        width="medium"
        autoComplete="off"
        maxLength={PASSKEY_NAME_MAX}
        error={errors.name?.message}
        {...form.register('name', {
          validate: {
            required: (value) => value.trim() !== '' || NAME_REQUIRED,
            maxLength: (value) => value.trim().length <= PASSKEY_NAME_MAX || NAME_TOO_LONG,
          },
        })}
      />
      {rename.isError ? (
        <p role="alert" className={styles.problem}>
          {requestProblem(rename.error, 'The passkey could not be renamed.')}
        </p>
      ) : null}
      <Button type="submit" className={styles.inline} disabled={rename.isPending}>
        Save the name
      </Button>
    </form>
  );
}

interface PasskeyItemProps {
  passkey: OwnPasskey;
  /** The member's only passkey cannot be revoked: they could never sign in again. */
  only: boolean;
  onDone: (message: string) => void;
}

function PasskeyItem({ passkey, only, onDone }: PasskeyItemProps) {
  const [renaming, setRenaming] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const revoke = useRevokePasskey();
  return (
    <li className={styles.passkey}>
      <h2 className={styles.name}>
        {passkey.name}
        {passkey.current ? <span className={styles.current}> (you signed in with this one)</span> : null}
      </h2>
      <p className={styles.dates}>
        Created {localDateTime(passkey.createdAt)} ·{' '}
        {passkey.lastUsedAt ? `last used ${localDateTime(passkey.lastUsedAt)}` : 'not used yet'}
      </p>
      {renaming ? (
        <RenameForm
          passkey={passkey}
          onDone={(message) => {
            setRenaming(false);
            onDone(message);
          }}
        />
      ) : (
        <div className={styles.actions}>
          <Button variant="secondary" className={styles.inline} onClick={() => setRenaming(true)}>
            Rename<span className="visually-hidden"> “{passkey.name}”</span>
          </Button>
          {only ? null : (
            <Button variant="secondary" className={styles.inline} onClick={() => setConfirming(true)}>
              Revoke<span className="visually-hidden"> “{passkey.name}”</span>
            </Button>
          )}
        </div>
      )}
      {confirming ? (
        <ConfirmDialog
          title={`Revoke “${passkey.name}”?`}
          confirmLabel="Revoke the passkey"
          onConfirm={() =>
            revoke.mutate(passkey.id, {
              onSuccess: () => {
                setConfirming(false);
                onDone(`“${passkey.name}” is revoked: it no longer signs in.`);
              },
            })
          }
          onClose={() => setConfirming(false)}
          pending={revoke.isPending}
          error={revoke.error}
          failure="The passkey could not be revoked."
        >
          <p>It will no longer sign in to the staff console. This cannot be undone.</p>
          {passkey.current ? (
            <p>
              <strong>You signed in with this passkey:</strong> revoking it signs you out here, and you will need
              another passkey to sign in again.
            </p>
          ) : null}
        </ConfirmDialog>
      ) : null}
    </li>
  );
}

/** The member's own passkeys: see, rename, revoke. A new one comes from an invite. */
export function PasskeysPage() {
  const passkeys = usePasskeys();
  const [done, setDone] = useState('');
  return (
    <>
      <StaffHeading title="Your passkeys" />
      <DoneMessage message={done} />
      {passkeys.isPending ? <Spinner label="Loading your passkeys" /> : null}
      {passkeys.isError ? (
        <Alert name={null} variant="error" actions={<Button onClick={() => passkeys.refetch()}>Try again</Button>}>
          {requestProblem(passkeys.error, 'Your passkeys could not be loaded.')}
        </Alert>
      ) : null}
      {passkeys.isSuccess ? (
        <ul className={styles.list}>
          {passkeys.data.map((passkey) => (
            <PasskeyItem key={passkey.id} passkey={passkey} only={passkeys.data.length === 1} onDone={setDone} />
          ))}
        </ul>
      ) : null}
      <section aria-labelledby="add-passkey" className={styles.add}>
        <h2 id="add-passkey">Adding a passkey</h2>
        <p>
          A passkey is added through an invite, so that nobody can add one to your account from a computer you left
          signed in. Ask a user manager or an administrator for an invite for a new passkey: opening its link on the new
          phone, computer or security key creates the passkey there. Do the same if you lose a passkey, and revoke the
          lost one here.
        </p>
      </section>
    </>
  );
}
