import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** Every e-mail the server has sent so far, as its SMTP server received them (serve-with-fresh-data.ts). */
function mailbox(): Mail[] {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR is not set: the config names the folder the e-mails arrive in.');
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Mail);
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
