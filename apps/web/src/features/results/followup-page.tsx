import { FollowupScreen } from '@/features/results/components/followup-screen';

/** Route module of the follow-up screen (§2 `followup`): the results view for the second appointment. */
export function Component() {
  return <FollowupScreen />;
}
