import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedEmail {
  messageId: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: ParsedMail['headers'];
  /** The calendar attachment's text. */
  calendar: string | undefined;
  /** The method named in the attachment's Content-Type. */
  calendarMethod: string | undefined;
  /** The attachment's file name, as a mail client shows it. */
  calendarFilename: string | undefined;
}

export interface SmtpReceiver {
  url: string;
  /** Every message accepted, repeats included. */
  received: ReceivedEmail[];
  /** One per Message-ID, as a receiver that drops repeats keeps them. */
  inbox(): ReceivedEmail[];
  /** While set, every message is refused with this SMTP reply code (4xx: try later, 5xx: never). */
  refuseWith: number | null;
  /** Addresses refused with a reply of their own, e.g. '550 5.1.1 <a@b>: mailbox unavailable'. */
  refusedAddresses: Map<string, string>;
  /** While set, a client must log in with this password (else 535), and may not send without logging in (530). */
  password: string | null;
  /** Logins tried, right or wrong. */
  logins: number;
  /** Ends every open session, as a server does when it is restarted, so clients must log in again. */
  endSessions(): void;
  /** How long each message takes to be accepted, as a slow server would. */
  acceptDelayMs: number;
  waitFor(count: number, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

/**
 * A real SMTP server on a free port of the loopback interface, keeping what it receives; `onMessage` also hears
 * of each message as it is accepted (the browser journeys' server writes them where the journeys read them).
 */
export async function startSmtpReceiver(
  options: { onMessage?: (mail: ReceivedEmail) => void } = {},
): Promise<SmtpReceiver> {
  const receiver: SmtpReceiver = {
    url: '',
    received: [],
    inbox: () => [...new Map(receiver.received.map((mail) => [mail.messageId, mail])).values()],
    refuseWith: null,
    refusedAddresses: new Map(),
    password: null,
    logins: 0,
    endSessions: () => {
      for (const session of (server as unknown as { connections: Set<{ close(): void }> }).connections) session.close();
    },
    acceptDelayMs: 0,
    async waitFor(count, timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs;
      while (receiver.inbox().length < count) {
        if (Date.now() > deadline) throw new Error(`Expected ${count} e-mails, got ${receiver.inbox().length}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const server = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(auth, _session, callback) {
      receiver.logins += 1;
      if (receiver.password === null || auth.password === receiver.password)
        return callback(null, { user: auth.username });
      return callback(reply(535, '5.7.8 Authentication credentials invalid'));
    },
    onMailFrom(_address, session, callback) {
      if (receiver.password !== null && !session.user) return callback(reply(530, '5.7.0 Authentication required'));
      return callback();
    },
    onRcptTo(address, _session, callback) {
      const refused = receiver.refusedAddresses.get(address.address);
      if (refused) return callback(reply(Number(refused.slice(0, 3)), refused.slice(4)));
      if (receiver.refuseWith === null) return callback();
      return callback(reply(receiver.refuseWith, 'Not now'));
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          const calendar = mail.attachments.find((file) => file.contentType === 'text/calendar');
          const to = Array.isArray(mail.to) ? mail.to[0] : mail.to;
          const contentType = calendar?.headers.get('content-type') as { params?: { method?: string } } | undefined;
          const received: ReceivedEmail = {
            messageId: mail.messageId ?? '',
            to: to?.value[0]?.address ?? '',
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
            headers: mail.headers,
            calendar: calendar?.content.toString('utf8'),
            calendarMethod: contentType?.params?.method,
            calendarFilename: calendar?.filename,
          };
          receiver.received.push(received);
          options.onMessage?.(received);
          setTimeout(callback, receiver.acceptDelayMs);
        })
        .catch(callback);
    },
  });
  // A client that dies in the middle of a session (the production checks kill servers mid-batch) resets its
  // connection; smtp-server reports that as an error event, which would otherwise end the test run.
  server.on('error', () => {});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = (server as unknown as { server: { address(): AddressInfo } }).server.address();
  receiver.url = `smtp://127.0.0.1:${port}`;
  return receiver;
}

/** An error smtp-server answers with as `<code> <text>`. */
const reply = (responseCode: number, text: string) => Object.assign(new Error(text), { responseCode });
