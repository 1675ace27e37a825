import { PASSKEY_NAME_MAX } from '@hs/contracts/staff-identity';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ErrorSummary } from '@/components/ui/error-summary';
import { Spinner } from '@/components/ui/spinner';
import { TextInput } from '@/components/ui/text-input';
import { type Invite, useInvite } from '@/features/staff/api/identity-queries';
import { registerPasskey } from '@/features/staff/api/passkey-ceremonies';
import { sessionQuery, useStaffApi } from '@/features/staff/api/staff-api';
import { StaffFrame } from '@/features/staff/components/staff-frame';
import { StaffHeading } from '@/features/staff/components/staff-heading';
import { localDateTime } from '@/features/staff/model/clinic-time';
import { passkeyProblemOf, registrationProblemText } from '@/features/staff/model/passkey-errors';
import { staffHrefs } from '@/features/staff/staff-paths';
import { isApiRequestError } from '@/lib/api/api-client';
import styles from './sign-in-page.module.css';

const NAME_REQUIRED = 'Name the passkey, so you can tell your passkeys apart.';
const NAME_TOO_LONG = `Keep the name to ${PASSKEY_NAME_MAX} characters.`;

/** A used, expired or unknown invite: the server's words say which. */
function InviteGone({ message }: { message: string }) {
  return (
    <>
      <StaffHeading title="This invite can no longer be used" />
      <Alert name={null} variant="error">
        {message}
      </Alert>
      <p>
        An invite works once and lasts 72 hours. Ask the administrator or user manager who invited you for a new invite.
      </p>
    </>
  );
}

/** Creates the invite's passkey, then signs its member in. */
function RegistrationForm({ token, invite }: { token: string; invite: Invite }) {
  const api = useStaffApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const form = useForm<{ passkeyName: string }>({ defaultValues: { passkeyName: '' }, shouldFocusError: false });
  const { errors, submitCount } = form.formState;
  const register = useMutation({
    mutationFn: async (passkeyName: string) => {
      await registerPasskey(api.client, token, passkeyName);
      await queryClient.fetchQuery({ ...sessionQuery(api), staleTime: 0 });
    },
    onSuccess: () => navigate(staffHrefs.home()),
  });
  const problem = register.isError ? registrationProblemText(passkeyProblemOf(register.error)) : undefined;
  const submit = form.handleSubmit(({ passkeyName }) => register.mutate(passkeyName.trim()));
  return (
    <form onSubmit={submit} noValidate>
      <ErrorSummary
        name={null}
        focusKey={submitCount}
        items={errors.passkeyName?.message ? [{ fieldId: 'passkeyName', message: errors.passkeyName.message }] : []}
      />
      {problem ? (
        <Alert key={register.submittedAt} name={null} variant="error" title={problem.title}>
          {problem.advice}
        </Alert>
      ) : null}
      <TextInput
        label="Name this passkey"
        hint="So you can tell your passkeys apart later, for example “Front desk computer” or “My phone”."
        autoComplete="off"
        maxLength={PASSKEY_NAME_MAX}
        error={errors.passkeyName?.message}
        {...form.register('passkeyName', {
          validate: {
            required: (value) => value.trim() !== '' || NAME_REQUIRED,
            maxLength: (value) => value.trim().length <= PASSKEY_NAME_MAX || NAME_TOO_LONG,
          },
        })}
      />
      <div className={styles.actions}>
        <Button type="submit" disabled={register.isPending}>
          {invite.renewal ? 'Add the passkey' : 'Create the passkey'}
        </Button>
        {register.isPending ? <Spinner size="small" label="Waiting for your device" /> : null}
      </div>
    </form>
  );
}

/** /staff/invite/:token: who the invite is for, and the passkey that takes it up. */
export function InvitePage() {
  const { token = '' } = useParams();
  const invite = useInvite(token);
  let content: ReactNode;
  if (invite.isPending) {
    content = (
      <>
        <StaffHeading title="Your invite" />
        <Spinner label="Opening your invite" />
      </>
    );
  } else if (invite.isError) {
    content =
      isApiRequestError(invite.error) && invite.error.status === 404 ? (
        <InviteGone message={invite.error.message} />
      ) : (
        <>
          <StaffHeading title="Your invite could not be opened" />
          <Alert name={null} variant="error" actions={<Button onClick={() => invite.refetch()}>Try again</Button>}>
            The staff console could not be reached. Check your connection and try again.
          </Alert>
        </>
      );
  } else {
    const { name, email, expiresAt, renewal } = invite.data;
    content = (
      <>
        <StaffHeading title={renewal ? 'Add a passkey to your account' : 'Create your passkey'} />
        <p>
          This invite is for <strong>{name}</strong> ({email}). It works once, until {localDateTime(expiresAt)}.
        </p>
        <p>
          {renewal
            ? 'It adds a passkey to your staff account, for a new device or in place of a lost one.'
            : 'A passkey is how you sign in to the staff console: no password, just your device’s fingerprint, face or PIN, or a security key.'}{' '}
          Your device will ask you to confirm it is you.
        </p>
        <RegistrationForm token={token} invite={invite.data} />
      </>
    );
  }
  return (
    <StaffFrame>
      <div className={styles.page}>{content}</div>
    </StaffFrame>
  );
}
