import { DeliveryError } from './delivery-error.js';

export interface OutgoingText {
  /** The same on every attempt, sent as the provider's idempotency token. */
  messageId: string;
  to: string;
  body: string;
}

export interface SmsSender {
  send(text: OutgoingText): Promise<void>;
  close(): void;
}

export interface SmsProviderSettings {
  /** The provider's Messages endpoint, e.g. …/2010-04-01/Accounts/{AccountSid}/Messages.json */
  url: string;
  from: string;
  accountId?: string | undefined;
  authToken?: string | undefined;
}

const TIMEOUT_MS = 15_000;

/** '513-555-0122' as E.164 ('+15135550122'); the form takes US numbers only. */
export const toE164 = (phone: string) => `+1${phone.replace(/\D/g, '').slice(-10)}`;

/**
 * Sends a text through a provider with Twilio's request shape: a form-encoded POST of To, From and Body with
 * HTTP basic authentication, and the message id as `I-Twilio-Idempotency-Token` so a retried request is one text.
 */
export function httpSmsSender(settings: SmsProviderSettings): SmsSender {
  const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded' };
  if (settings.accountId && settings.authToken) {
    headers.authorization = `Basic ${Buffer.from(`${settings.accountId}:${settings.authToken}`).toString('base64')}`;
  }
  return {
    async send(text) {
      let response: Response;
      try {
        response = await fetch(settings.url, {
          method: 'POST',
          headers: { ...headers, 'i-twilio-idempotency-token': text.messageId },
          body: new URLSearchParams({ To: toE164(text.to), From: settings.from, Body: text.body }),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
      } catch {
        throw new DeliveryError('sms-network', false);
      }
      await response.body?.cancel();
      if (response.ok) return;
      // A refused request (bad number, no consent on record) stays refused; throttling and outages pass.
      const permanent = response.status >= 400 && response.status < 500 && response.status !== 429;
      throw new DeliveryError(`sms-${response.status}`, permanent);
    },
    close: () => {},
  };
}
