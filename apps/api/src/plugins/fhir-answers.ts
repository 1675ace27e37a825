import { type ApiError, fhirBasePath } from '@hs/contracts';
import type { FastifyReply } from 'fastify';
import { issueTypeOf, operationOutcome } from '#api/modules/interop';

/** FHIR's JSON media type: every answer under /fhir that is not a file of the feed has it. */
export const FHIR_JSON = 'application/fhir+json; charset=utf-8';

/** Whether a request is for our FHIR endpoints, whose refusals are OperationOutcomes. */
export function isFhirUrl(url: string): boolean {
  const query = url.indexOf('?');
  const path = query === -1 ? url : url.slice(0, query);
  return path === fhirBasePath || path.startsWith(`${fhirBasePath}/`);
}

/** A refusal under /fhir: the same errors as anywhere else, as an OperationOutcome (the request id is a header). */
export function sendOperationOutcome(reply: FastifyReply, status: number, errors: readonly ApiError[]) {
  const issues = errors.map((error) => ({
    code: issueTypeOf(error.status),
    diagnostics: error.message,
    ...(error.field ? { expression: error.field } : {}),
  }));
  return reply
    .status(status)
    .type(FHIR_JSON)
    .send(JSON.stringify(operationOutcome(issues)));
}
