import { type WaitlistJoinRequest, waitlistConfirmPath, waitlistEntriesPath } from '@hs/contracts';
import { apiSend } from '@/lib/api/api-client';

/** What a page knows of what the visitor waits for; the contact and the language are added by the form. */
export type WaitlistWish =
  | Omit<Extract<WaitlistJoinRequest, { kind: 'notify-me' }>, 'contact' | 'language'>
  | Omit<Extract<WaitlistJoinRequest, { kind: 'earlier' }>, 'contact' | 'language'>;

export const joinWaitlist = (request: WaitlistJoinRequest) => apiSend('POST', waitlistEntriesPath, request);

export const confirmWaitlistCode = (id: string, code: string) =>
  apiSend('POST', waitlistConfirmPath, { code }, { params: { id } });
