import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedText {
  to: string;
  from: string;
  body: string;
  idempotencyToken: string;
  authorization: string;
}

/** A local HTTP server in the place of the text-message provider, answering as Twilio's Messages API does. */
export async function startSmsReceiver() {
  const received: ReceivedText[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => {
      body += chunk.toString('utf8');
    });
    request.on('end', () => {
      const form = new URLSearchParams(body);
      received.push({
        to: form.get('To') ?? '',
        from: form.get('From') ?? '',
        body: form.get('Body') ?? '',
        idempotencyToken: String(request.headers['i-twilio-idempotency-token'] ?? ''),
        authorization: String(request.headers.authorization ?? ''),
      });
      response.writeHead(201, { 'content-type': 'application/json' }).end(JSON.stringify({ status: 'queued' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/2010-04-01/Accounts/AC123/Messages.json`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
