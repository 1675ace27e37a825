import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedText {
  to: string;
  from: string;
  body: string;
  idempotencyToken: string;
  authorization: string;
}

/** A refusal as Twilio's API answers it: an HTTP status and, for most, a JSON body with an error code. */
export interface SmsRefusal {
  status: number;
  code?: number;
}

/**
 * A local HTTP server in the place of the text-message provider, answering as Twilio's Messages API does;
 * `onText` also hears each text it accepts.
 */
export async function startSmsReceiver(options: { onText?: (text: ReceivedText) => void } = {}) {
  const received: ReceivedText[] = [];
  const provider = {
    url: '',
    /** Texts accepted. */
    received,
    /** Requests refused. */
    refused: 0,
    /** While set, every request is refused so. */
    refuseWith: null as SmsRefusal | null,
    /** Numbers (E.164) refused with an answer of their own. */
    refusedNumbers: new Map<string, SmsRefusal>(),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => {
      body += chunk.toString('utf8');
    });
    request.on('end', () => {
      const form = new URLSearchParams(body);
      const to = form.get('To') ?? '';
      const refusal = provider.refusedNumbers.get(to) ?? provider.refuseWith;
      if (refusal) {
        provider.refused += 1;
        // Twilio's error bodies quote the number, as a real one would reach our code.
        const answer = { code: refusal.code, message: `The 'To' number ${to} is not valid.`, status: refusal.status };
        response.writeHead(refusal.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
        return;
      }
      const text: ReceivedText = {
        to,
        from: form.get('From') ?? '',
        body: form.get('Body') ?? '',
        idempotencyToken: String(request.headers['i-twilio-idempotency-token'] ?? ''),
        authorization: String(request.headers.authorization ?? ''),
      };
      received.push(text);
      options.onText?.(text);
      response.writeHead(201, { 'content-type': 'application/json' }).end(JSON.stringify({ status: 'queued' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  provider.url = `http://127.0.0.1:${port}/2010-04-01/Accounts/AC123/Messages.json`;
  return provider;
}
