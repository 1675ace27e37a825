import {
  type InviteCreatedResponseSchema,
  type InviteRequestSchema,
  type InviteResponseSchema,
  type PasskeysResponseSchema,
  type PeopleResponseSchema,
  staffPath,
  staffPaths,
} from '@hs/contracts/staff-identity';
import type { StaffGrantInput } from '@hs/contracts/staff-roles';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { withFreshVerification } from './passkey-ceremonies';
import { useStaffApi } from './staff-api';
import { staffKeys } from './staff-keys';

type InviteResponse = z.infer<typeof InviteResponseSchema>;
type PasskeysResponse = z.infer<typeof PasskeysResponseSchema>;
type PeopleResponse = z.infer<typeof PeopleResponseSchema>;
type InviteCreated = z.infer<typeof InviteCreatedResponseSchema>;
export type Invite = InviteResponse['data'];
export type OwnPasskey = PasskeysResponse['data']['passkeys'][number];
export type Person = PeopleResponse['data']['people'][number];
export type InviteRequest = z.input<typeof InviteRequestSchema>;

/** What an invite link is for; 404 once it is used, expired or unknown. */
export function useInvite(token: string) {
  const { client } = useStaffApi();
  return useQuery({
    queryKey: staffKeys.invite(token),
    queryFn: ({ signal }) =>
      client.get<InviteResponse>(staffPath(staffPaths.invite, { token }), { signal, anonymous: true }),
    select: (answer) => answer.data,
  });
}

export function usePasskeys() {
  const { client } = useStaffApi();
  return useQuery({
    queryKey: staffKeys.passkeys,
    queryFn: ({ signal }) => client.get<PasskeysResponse>(staffPaths.passkeys, { signal }),
    select: (answer) => answer.data.passkeys,
  });
}

export function useRenamePasskey() {
  const { client } = useStaffApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ passkeyId, name }: { passkeyId: string; name: string }) =>
      client.send('PATCH', staffPath(staffPaths.passkey, { passkeyId }), { name }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.passkeys }),
  });
}

export function useRevokePasskey() {
  const { client } = useStaffApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (passkeyId: string) => client.send('DELETE', staffPath(staffPaths.passkey, { passkeyId })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.passkeys }),
  });
}

export function usePeople() {
  const { client } = useStaffApi();
  return useQuery({
    queryKey: staffKeys.people,
    queryFn: ({ signal }) => client.get<PeopleResponse>(staffPaths.people, { signal }),
    select: (answer) => answer.data.people,
  });
}

/** Each change to people is followed by the list as the server now has it. */
function usePeopleChange<Input, Output>(change: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffKeys.people }),
  });
}

export function useCreateInvite() {
  const { client } = useStaffApi();
  return usePeopleChange((invite: InviteRequest) =>
    client.send<InviteCreated>('POST', staffPaths.invites, invite).then((answer) => answer.data),
  );
}

/** Replaces a member's grants; a role change needs a fresh user verification, which this asks for when needed. */
export function useChangeGrants() {
  const { client } = useStaffApi();
  return usePeopleChange(({ staffId, grants }: { staffId: string; grants: StaffGrantInput[] }) =>
    withFreshVerification(client, () =>
      client.send('PUT', staffPath(staffPaths.personGrants, { staffId }), { grants }),
    ),
  );
}

export function useRemovePerson() {
  const { client } = useStaffApi();
  return usePeopleChange((staffId: string) =>
    withFreshVerification(client, () => client.send('POST', staffPath(staffPaths.personRemoval, { staffId }), {})),
  );
}

export function useRevokePersonPasskey() {
  const { client } = useStaffApi();
  return usePeopleChange(({ staffId, passkeyId }: { staffId: string; passkeyId: string }) =>
    withFreshVerification(client, () =>
      client.send('DELETE', staffPath(staffPaths.personPasskey, { staffId, passkeyId })),
    ),
  );
}
