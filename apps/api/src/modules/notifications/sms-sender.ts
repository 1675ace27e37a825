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

/**
 * Twilio's error codes that name the recipient's number as one that cannot take this text: invalid (21211, 21217,
 * 21401), unreachable (21214, 21612), not a mobile (21407, 21614), or opted out with STOP (21610). Any other
 * refusal (bad credentials, an unknown sender, a region not enabled) is the account's and fails every text alike.
 */
const RECIPIENT_ERRORS = new Set([21211, 21214, 21217, 21401, 21407, 21610, 21612, 21614]);

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
        throw new DeliveryError('sms-network', 'transient');
      }
      if (response.ok) {
        await response.body?.cancel();
        return;
      }
      throw await smsFailure(response);
    },
    close: () => {},
  };
}

/** Throttling and outages pass; a number refused names its error code; any other refusal is our configuration's. */
async function smsFailure(response: Response): Promise<DeliveryError> {
  const { status } = response;
  if (status === 408 || status === 429 || status >= 500) {
    await response.body?.cancel();
    return new DeliveryError(`sms-${status}`, 'transient');
  }
  // Only the numeric code is read: the message beside it quotes the number.
  const body = (await response.json().catch(() => null)) as { code?: unknown } | null;
  const code = typeof body?.code === 'number' && Number.isInteger(body.code) ? body.code : undefined;
  if (status === 400 && code !== undefined && RECIPIENT_ERRORS.has(code)) {
    return new DeliveryError(`sms-400-${code}`, 'recipient');
  }
  return new DeliveryError(code === undefined ? `sms-${status}` : `sms-${status}-${code}`, 'configuration');
}
