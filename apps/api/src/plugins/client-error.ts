import type { Socket } from 'node:net';
import type { ErrorBody } from '@hs/contracts';
import type { FastifyServerOptions } from 'fastify';
import { securityHeaderLines } from './security-headers.js';

type ConnectionError = Error & { code?: string };

/** Parser errors Node reports before any request exists, and the answers they get. */
function answerFor(error: ConnectionError): { status: number; reason: string; code: string; message: string } {
  if (error.code === 'HPE_HEADER_OVERFLOW') {
    return {
      status: 431,
      reason: 'Request Header Fields Too Large',
      code: 'HEADERS_TOO_LARGE',
      message: 'The request headers are too large.',
    };
  }
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    return { status: 408, reason: 'Request Timeout', code: 'REQUEST_TIMEOUT', message: 'The request took too long.' };
  }
  return { status: 400, reason: 'Bad Request', code: 'BAD_REQUEST', message: 'The request is malformed.' };
}

/**
 * Answers requests the HTTP parser rejects (oversized headers, malformed lines, timeouts) with the same security
 * headers and error format as every other answer, instead of Node's bare default. Nothing of the request is
 * echoed or logged: it never reached a handler and may hold anything.
 */
export function createClientErrorHandler(): NonNullable<FastifyServerOptions['clientErrorHandler']> {
  const headerLines = securityHeaderLines();
  return (error: ConnectionError, socket: Socket) => {
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    const answer = answerFor(error);
    const body: ErrorBody = {
      errors: [{ status: answer.status, code: answer.code, message: answer.message }],
    };
    const payload = JSON.stringify(body);
    const head = [
      `HTTP/1.1 ${answer.status} ${answer.reason}`,
      ...headerLines,
      'content-type: application/json; charset=utf-8',
      `content-length: ${Buffer.byteLength(payload)}`,
      'cache-control: no-store',
      'connection: close',
    ];
    socket.end(`${head.join('\r\n')}\r\n\r\n${payload}`);
  };
}
