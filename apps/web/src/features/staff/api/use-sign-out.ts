import { staffPaths } from '@hs/contracts/staff-identity';
import { useMutation } from '@tanstack/react-query';
import { useStaffApi } from './staff-api';

/** Ends the session on the server, then in this tab, whatever the answer: a session already over is just as over. */
export function useSignOut() {
  const { client, endSession } = useStaffApi();
  return useMutation({
    mutationFn: () => client.send('POST', staffPaths.signOut, {}).catch(() => undefined),
    onSettled: () => endSession('signed-out'),
  });
}
