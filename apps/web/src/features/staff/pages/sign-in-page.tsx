import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { signInWithPasskey } from '@/features/staff/api/passkey-ceremonies';
import { sessionQuery, useStaffApi } from '@/features/staff/api/staff-api';
import { StaffFrame } from '@/features/staff/components/staff-frame';
import { StaffHeading } from '@/features/staff/components/staff-heading';
import { passkeyProblemOf, signInProblemText } from '@/features/staff/model/passkey-errors';
import { SIGN_IN_NOTICES, signInStateOf } from '@/features/staff/model/sign-in-notice';
import { staffHrefs } from '@/features/staff/staff-paths';
import styles from './sign-in-page.module.css';

/** Whether a member already signed in in this browser: asked only when nobody was just signed out. */
function useSignedInAlready(ask: boolean) {
  const api = useStaffApi();
  return useQuery({ ...sessionQuery(api), enabled: ask, retry: false });
}

/** Passkeys only: the browser offers the member's passkey for this site, and there is no password to type. */
export function SignInPage() {
  const api = useStaffApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { notice, from } = signInStateOf(useLocation().state);
  const already = useSignedInAlready(notice === undefined);
  const signIn = useMutation({
    mutationFn: async () => {
      await signInWithPasskey(api.client);
      await queryClient.fetchQuery({ ...sessionQuery(api), staleTime: 0 });
    },
    onSuccess: () => navigate(from ?? staffHrefs.home()),
  });
  if (already.isSuccess) return <Navigate to={from ?? staffHrefs.home()} replace />;
  const problem = signIn.isError ? signInProblemText(passkeyProblemOf(signIn.error)) : undefined;
  return (
    <StaffFrame>
      <div className={styles.page}>
        <StaffHeading title="Sign in">Sign in to the staff console</StaffHeading>
        {notice ? (
          <Alert name={null} variant={notice === 'signed-out' ? 'success' : 'warning'}>
            {SIGN_IN_NOTICES[notice]}
          </Alert>
        ) : null}
        {problem ? (
          <Alert key={signIn.submittedAt} name={null} variant="error" title={problem.title}>
            {problem.advice}
          </Alert>
        ) : null}
        <p>
          Sign in with the passkey you created from your invite: on this device, your phone, or a security key. Your
          device will ask for your fingerprint, face or PIN.
        </p>
        <div className={styles.actions}>
          <Button onClick={() => signIn.mutate()} disabled={signIn.isPending}>
            Sign in with a passkey
          </Button>
          {signIn.isPending ? <Spinner size="small" label="Waiting for your passkey" /> : null}
        </div>
        <h2 className={styles.subheading}>No passkey yet, or lost it?</h2>
        <p>
          Staff accounts start from an invite link, which an administrator or user manager sends you. A lost passkey is
          replaced the same way: ask them for a new invite.
        </p>
      </div>
    </StaffFrame>
  );
}
