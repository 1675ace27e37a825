import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The calendar attachment's text, and its file name. */
  calendar?: string;
  calendarFilename?: string;
}

/** A text message as the provider's stand-in accepted it: the number in E.164 and what it says. */
export interface TextMessage {
  to: string;
  body: string;
}

function messagesIn<T>(dir: string): T[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as T);
}

function mailDir(): string {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR is not set: the config names the folder the e-mails arrive in.');
  return dir;
}

/** Every e-mail the server has sent so far, as its SMTP server received them (serve-with-fresh-data.ts). */
const mailbox = (): Mail[] => messagesIn<Mail>(mailDir());

/** Waits for the first text message to `to` (E.164) that matches, as the delivery worker sends it. */
export async function textTo(to: string, body: RegExp): Promise<TextMessage> {
  let found: TextMessage | undefined;
  await expect
    .poll(
      () => {
        found = messagesIn<TextMessage>(path.join(mailDir(), 'texts')).find(
          (text) => text.to === to && body.test(text.body),
        );
        return found !== undefined;
      },
      { timeout: 20_000, message: `a text message to ${to} saying ${body}` },
    )
    .toBe(true);
  return found as TextMessage;
}

/** Waits for the first e-mail to `to` whose subject matches, as the delivery worker sends it from the outbox. */
export async function mailTo(to: string, subject: RegExp): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      () => {
        found = mailbox().find((mail) => mail.to === to.toLowerCase() && subject.test(mail.subject));
        return found !== undefined;
      },
      { timeout: 20_000, message: `an e-mail to ${to} about ${subject}` },
    )
    .toBe(true);
  return found as Mail;
}
