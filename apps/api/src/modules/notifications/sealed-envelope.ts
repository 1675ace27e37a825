import type { Secrets } from '#api/modules/security';

/** What a message needs about its patient; sealed in the outbox row, bound to that row's id. */
export interface Envelope {
  /** The e-mail address or the phone number. */
  to: string;
  firstName: string;
  /** Known when the change came with it (a booking, or a move by code); the link to cancel needs it. */
  confirmCode?: string | undefined;
  /** A reminder's: the token of its opt-out link (reminder-opt-out.ts); absent on reminders queued before tokens. */
  optOutToken?: string | undefined;
}

/** What a waitlist message needs (decision 060): where it goes, and the code or the offer's and leave links' tokens. */
export interface WaitlistEnvelope {
  to: string;
  code?: string | undefined;
  offerToken?: string | undefined;
  leaveToken: string;
}

const contextOf = (messageId: string) => `notification:${messageId}`;

export const sealEnvelope = (secrets: Secrets, messageId: string, envelope: Envelope | WaitlistEnvelope): string =>
  secrets.seal(JSON.stringify(envelope), contextOf(messageId));

export const openWaitlistEnvelope = (secrets: Secrets, messageId: string, sealed: string): WaitlistEnvelope =>
  JSON.parse(secrets.open(sealed, contextOf(messageId))) as WaitlistEnvelope;

export const openEnvelope = (secrets: Secrets, messageId: string, sealed: string): Envelope =>
  JSON.parse(secrets.open(sealed, contextOf(messageId))) as Envelope;
