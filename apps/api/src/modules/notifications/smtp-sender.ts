import nodemailer from 'nodemailer';
import { DeliveryError } from './delivery-error.js';

export interface OutgoingEmail {
  /** Without angle brackets; the same on every attempt, so a receiver can drop a repeat. */
  messageId: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  calendar: { method: 'REQUEST' | 'CANCEL'; content: string };
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
          attachments: [
            {
              filename: email.calendar.method === 'CANCEL' ? 'canceled-appointment.ics' : 'appointment.ics',
              content: email.calendar.content,
              contentType: `text/calendar; charset=utf-8; method=${email.calendar.method}`,
            },
          ],
        });
      } catch (error) {
        throw smtpFailure(error);
      }
    },
    close: () => transport.close(),
  };
}

/** 5xx answers refuse for good; anything else (4xx, a dropped connection, a timeout) may pass later. */
function smtpFailure(error: unknown): DeliveryError {
  const { code, responseCode } = (error ?? {}) as { code?: unknown; responseCode?: unknown };
  if (typeof responseCode === 'number') return new DeliveryError(`smtp-${responseCode}`, responseCode >= 500);
  return new DeliveryError(typeof code === 'string' ? `smtp-${code}` : 'smtp-error', false);
}
