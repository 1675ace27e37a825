import nodemailer from 'nodemailer';
import { DeliveryError } from './delivery-error.js';

export interface OutgoingEmail {
  /** Without angle brackets; the same on every attempt, so a receiver can drop a repeat. */
  messageId: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** An appointment's calendar file; a waitlist message has none, as nothing is booked yet. */
  calendar?: { method: 'REQUEST' | 'CANCEL'; content: string; filename: string } | undefined;
  headers: Record<string, string>;
}

export interface EmailSender {
  send(email: OutgoingEmail): Promise<void>;
  close(): void;
}

/** Sends through SMTP with nodemailer, over a small pool of connections. */
export function smtpSender(options: { smtpUrl: string; from: string }): EmailSender {
  const transport = nodemailer.createTransport({
    url: options.smtpUrl,
    pool: true,
    maxConnections: 3,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    async send(email) {
      try {
        await transport.sendMail({
          from: options.from,
          to: email.to,
          subject: email.subject,
          text: email.text,
          html: email.html,
          messageId: `<${email.messageId}>`,
          headers: email.headers,
          attachments: email.calendar
            ? [
                {
                  filename: email.calendar.filename,
                  content: email.calendar.content,
                  contentType: `text/calendar; charset=utf-8; method=${email.calendar.method}`,
                },
              ]
            : [],
        });
      } catch (error) {
        throw smtpFailure(error);
      }
    },
    close: () => transport.close(),
  };
}

/** Replies that refuse the client, not the address: authentication required, or failed. */
const AUTH_REPLIES = new Set([530, 534, 535, 538]);

/**
 * Sorts a failure by what it says about sending again (decision 038). A 4xx reply, a dropped connection or a
 * timeout passes. A 5xx reply to the recipient or to the message refuses this message, unless its enhanced status
 * is 5.7.x (policy: relaying denied, sender not allowed), which refuses us; so does any 5xx to the greeting,
 * EHLO or MAIL FROM, a failed login or TLS handshake, and a host name that does not exist.
 */
function smtpFailure(error: unknown): DeliveryError {
  const { message, code, originalCode, responseCode, command, response } = (error ?? {}) as {
    message?: unknown;
    code?: unknown;
    originalCode?: unknown;
    responseCode?: unknown;
    command?: unknown;
    response?: unknown;
  };
  if (typeof responseCode === 'number') {
    const enhanced =
      typeof response === 'string' ? /^\d{3}[ -]([245]\.\d{1,3}\.\d{1,3})\b/.exec(response)?.[1] : undefined;
    const name = enhanced ? `smtp-${responseCode}-${enhanced}` : `smtp-${responseCode}`;
    if (responseCode < 500) return new DeliveryError(name, 'transient');
    const policy = enhanced?.startsWith('5.7.') === true;
    const aboutMessage = command === 'RCPT TO' || command === 'DATA';
    const refusesUs = code === 'EAUTH' || AUTH_REPLIES.has(responseCode) || policy || !aboutMessage;
    return new DeliveryError(name, refusesUs ? 'configuration' : 'recipient');
  }
  const system = typeof originalCode === 'string' ? originalCode : undefined;
  const name = `smtp-${system ?? (typeof code === 'string' ? code : 'error')}`;
  // An address nodemailer will not put in an envelope is the message's, as a refused one would be, unless it is
  // our own From address.
  if (code === 'EENVELOPE') {
    const sender = typeof message === 'string' && message.startsWith('Invalid sender');
    return new DeliveryError(name, sender ? 'configuration' : 'recipient');
  }
  const tls = code === 'ETLS' || code === 'EREQUIRETLS' || /CERT|SSL|TLS|SIGNATURE/.test(system ?? '');
  const configuration = tls || code === 'EAUTH' || code === 'ENOAUTH' || system === 'ENOTFOUND';
  return new DeliveryError(name, configuration ? 'configuration' : 'transient');
}
