import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { sessionQuery, useStaffApi } from '@/features/staff/api/staff-api';
import { useSignOut } from '@/features/staff/api/use-sign-out';
import { idleSchedule } from '@/features/staff/model/idle-timing';

/** '10:42 AM' on this computer's clock: the member's own time, not a clinic's. */
const clockTime = (at: number) => new Date(at).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });

/**
 * Two minutes before the session's idle end, an alert dialog offers to stay signed in (GET session, which the
 * server counts as activity); at the end the tab signs out and says why. Every answer the server gives within
 * the session moves both, as it restarts the server's idle time.
 */
export function IdleWarning() {
  const api = useStaffApi();
  const queryClient = useQueryClient();
  const signOut = useSignOut();
  const activity = useSyncExternalStore(api.activity.subscribe, api.activity.snapshot);
  const [warning, setWarning] = useState(false);
  const [staying, setStaying] = useState(false);
  const stayButton = useRef<HTMLButtonElement>(null);
  const schedule = activity.rules ? idleSchedule(activity.rules, activity.lastRequestAt) : undefined;
  const warnAt = schedule?.warnAt;
  const endAt = schedule?.endAt;

  useEffect(() => {
    if (warnAt === undefined || endAt === undefined) return;
    const check = () => {
      const now = Date.now();
      if (now >= endAt) api.endSession('idle');
      else setWarning(now >= warnAt);
    };
    check();
    const toWarning = setTimeout(check, Math.max(warnAt - Date.now(), 0));
    const toEnd = setTimeout(check, Math.max(endAt - Date.now(), 0));
    // Timers of a tab in the background run late: coming back to it checks at once.
    document.addEventListener('visibilitychange', check);
    return () => {
      clearTimeout(toWarning);
      clearTimeout(toEnd);
      document.removeEventListener('visibilitychange', check);
    };
  }, [warnAt, endAt, api]);

  const stay = async () => {
    setStaying(true);
    try {
      await queryClient.fetchQuery({ ...sessionQuery(api), staleTime: 0 });
    } catch {
      // A session already over is reported by the next call within it, or at the end time.
    } finally {
      setStaying(false);
    }
  };

  return (
    <Modal
      open={warning && endAt !== undefined}
      onClose={stay}
      role="alertdialog"
      initialFocusRef={stayButton}
      title="Your session is about to end"
      closeLabel="Close and stay signed in"
      actions={
        <>
          <Button ref={stayButton} onClick={stay} disabled={staying}>
            Stay signed in
          </Button>
          <Button variant="secondary" onClick={() => signOut.mutate()} disabled={signOut.isPending}>
            Sign out now
          </Button>
        </>
      }
    >
      <p>
        The console has not been used for a while. To protect patients' data you will be signed out at{' '}
        {endAt === undefined ? '' : clockTime(endAt)}, in less than two minutes, unless you stay signed in.
      </p>
    </Modal>
  );
}
