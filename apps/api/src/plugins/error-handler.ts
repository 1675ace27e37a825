import type { ApiError, ErrorBody } from '@hs/contracts';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { DomainError, type DomainErrorKind } from '#api/domain-error.js';
import { HttpError } from '#api/http-error.js';
import {
  type DatabaseOutageWatch,
  databaseOutageWatch,
  isDatabaseUnreachable,
  OUTAGE_RETRY_AFTER_SECONDS,
  rootCause,
} from './database-outage.js';
import { isFhirUrl, sendOperationOutcome } from './fhir-answers.js';

declare module 'fastify' {
  interface FastifyInstance {
    databaseOutage: DatabaseOutageWatch;
  }
}

function validationErrors(error: FastifyError): ApiError[] {
  if (!hasZodFastifySchemaValidationErrors(error)) return [];
  const context = error.validationContext ?? 'request';
  const prefix = context === 'querystring' || context === 'params' || context === 'headers' ? '' : `${context}.`;
  return error.validation.map((issue) => {
    const segments = issue.instancePath.replace(/^\//, '').split('/').filter(Boolean);
    // A key the schema does not know is named itself, not only the object around it.
    const [unknownKey] =
      issue.keyword === 'unrecognized_keys' ? ((issue.params as { keys?: string[] }).keys ?? []) : [];
    const path = [...segments, ...(unknownKey ? [unknownKey] : [])].join('.');
    const field = path ? `${prefix === 'body.' ? '' : prefix}${path}` : context;
    return { status: 400, code: 'INVALID_INPUT', field, message: `${field}: ${issue.message}` };
  });
}

/** The spec's status for each kind of refusal a module raises (§7). */
const STATUS_OF: Record<DomainErrorKind, number> = {
  invalid: 400,
  'not-found': 404,
  conflict: 409,
  'key-reused': 422,
  'limit-reached': 429,
  forbidden: 403,
  unauthenticated: 401,
};

function send(reply: FastifyReply, request: FastifyRequest, status: number, errors: ApiError[]) {
  if (isFhirUrl(request.url)) return sendOperationOutcome(reply, status, errors);
  const body: ErrorBody = { errors, requestId: request.id };
  return reply.status(status).type('application/json').send(body);
}

export function sendMalformedRequest(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
  return send(reply, request, status, [{ status, code: 'BAD_REQUEST', message: 'The request URL is malformed.' }]);
}

/** One error handler: 4xx with a clear message naming the field, 5xx without internals. */
export const errorHandlerPlugin = fp(async (app) => {
  const outage = databaseOutageWatch(app.deps.database.db, app.log);
  // The background workers report their rounds' failures to the same watch, so an outage is logged once.
  app.decorate('databaseOutage', outage);
  app.addHook('onClose', async () => outage.stop());
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const fieldErrors = validationErrors(error);
    if (fieldErrors.length > 0) return send(reply, request, 400, fieldErrors);

    if (error instanceof DomainError || error instanceof HttpError) {
      const status = error instanceof DomainError ? STATUS_OF[error.kind] : error.status;
      const { field, retryAfterSeconds, meta } = error instanceof DomainError ? error : {};
      if (retryAfterSeconds !== undefined) reply.header('retry-after', String(retryAfterSeconds));
      return send(reply, request, status, [
        { status, code: error.code, message: error.message, ...(field ? { field } : {}), ...(meta ? { meta } : {}) },
      ]);
    }

    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code = error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' ? 'PAYLOAD_TOO_LARGE' : 'BAD_REQUEST';
      return send(reply, request, status, [{ status, code, message: error.message }]);
    }

    if (isDatabaseUnreachable(error)) {
      outage.failed(error);
      reply.header('retry-after', String(OUTAGE_RETRY_AFTER_SECONDS));
      return send(reply, request, 503, [
        {
          status: 503,
          code: 'DATABASE_UNAVAILABLE',
          message: "We're having trouble connecting at the moment. Please try again shortly.",
        },
      ]);
    }

    // The innermost cause only: drizzle's own message holds the SQL and its parameters, which may be patient data.
    const cause = rootCause(error);
    request.log.error(
      { err: { type: cause.name, code: cause.code, message: cause.message, stack: cause.stack } },
      'unhandled error',
    );
    return send(reply, request, 500, [
      { status: 500, code: 'INTERNAL_ERROR', message: 'Something went wrong on our side. Please try again shortly.' },
    ]);
  });
});
