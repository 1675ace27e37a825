import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { lockHolderPid } from './server-lock.js';

/**
 * Starts the API for a browser run on a fresh embedded database in DATA_DIR, so every run begins from the demo
 * data and the journeys' own closures (relative to today, journey-closures.ts) alone, and what the run stored can
 * be read after it (analytics-scan.ts). A folder a live server still holds is left alone: its lock names the
 * process. With MAIL_DIR set, the server sends its e-mails to a real SMTP server in this process, which writes each
 * message it accepts into that folder, and its text messages to a local stand-in for the provider's HTTP API, which
 * writes each text it accepts into the folder's `texts`, where the journeys read them (support/mailbox.ts).
 */
const dataDir = process.env.DATA_DIR;
if (!dataDir || dataDir.startsWith('memory://')) throw new Error('DATA_DIR must name a folder for the e2e server.');

const holder = lockHolderPid(dataDir);
const holderAlive = (() => {
  if (holder === undefined) return false;
  try {
    process.kill(holder, 0);
    return true;
  } catch {
    return false;
  }
})();
if (holderAlive) throw new Error(`Another server (pid ${holder}) is using ${dataDir}.`);
rmSync(dataDir, { recursive: true, force: true });

const journeyData = new URL('../../apps/api/src/test/journey-closures.ts', import.meta.url).href;
await (await import(journeyData)).prepareJourneyData(dataDir);

const mailDir = process.env.MAIL_DIR;
if (mailDir) {
  rmSync(mailDir, { recursive: true, force: true });
  mkdirSync(mailDir, { recursive: true });
  const textDir = path.join(mailDir, 'texts');
  mkdirSync(textDir);
  // Whole or not at all: a journey never reads half a message.
  const keep = (dir: string, count: number, message: object) => {
    const file = path.join(dir, `${String(count).padStart(6, '0')}.json`);
    writeFileSync(`${file}.new`, JSON.stringify(message));
    renameSync(`${file}.new`, file);
  };
  const smtp = new URL('../../apps/api/src/test/smtp-receiver.ts', import.meta.url).href;
  let accepted = 0;
  const receiver = await (await import(smtp)).startSmtpReceiver({
    onMessage: (mail: {
      to: string;
      subject: string;
      text: string;
      html: string;
      calendar: string | undefined;
      calendarFilename: string | undefined;
    }) => {
      accepted += 1;
      const { to, subject, text, html, calendar, calendarFilename } = mail;
      keep(mailDir, accepted, { to, subject, text, html, calendar, calendarFilename });
    },
  });
  process.env.SMTP_URL = receiver.url;
  process.env.MAIL_FROM ??= 'The Local Clinic <appointments@localhost>';

  const sms = new URL('../../apps/api/src/test/sms-receiver.ts', import.meta.url).href;
  let texts = 0;
  const provider = await (await import(sms)).startSmsReceiver({
    onText: ({ to, body }: { to: string; body: string }) => {
      texts += 1;
      keep(textDir, texts, { to, body });
    },
  });
  process.env.SMS_API_URL = provider.url;
  process.env.SMS_ACCOUNT_ID = 'AC123';
  process.env.SMS_AUTH_TOKEN = 'e2e-sms-token';
  process.env.SMS_FROM = '+15135550100';
}

const server = new URL('../../apps/api/src/server.ts', import.meta.url).href;
await import(server);
