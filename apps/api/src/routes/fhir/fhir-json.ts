import type { FastifyInstance, FastifyReply } from 'fastify';
import { HttpError } from '#api/http-error.js';
import { FHIR_JSON } from '#api/plugins/fhir-answers.js';

/** The `_format` values and Accept types that mean FHIR's JSON: the only format the API speaks. */
const JSON_FORMATS = new Set(['json', 'application/json', 'application/fhir+json']);
const JSON_RANGES = new Set([
  '*/*',
  'application/*',
  'application/fhir+json',
  'application/json',
  'application/json+fhir',
]);

/** Whether an Accept header takes JSON: some range with a weight above zero covers one of our types. */
function acceptsJson(accept: string): boolean {
  return accept.split(',').some((range) => {
    const [type = '', ...params] = range.split(';').map((part) => part.trim().toLowerCase());
    const weight = params.find((param) => param.startsWith('q='));
    return JSON_RANGES.has(type) && (weight === undefined || Number(weight.slice(2)) > 0);
  });
}

const notAcceptable = () =>
  new HttpError(406, 'NOT_ACCEPTABLE', 'This server answers in FHIR JSON only (application/fhir+json).');

/**
 * The FHIR API's rules for every route of the plugin it is called in: answers in JSON only (406 for a client
 * that takes nothing else, by Accept or `_format`), and bodies read as JSON whether sent as FHIR's type or plain
 * JSON; any other body type, plain text included, is refused (415) before a route sees it.
 */
export function fhirJsonOnly(app: FastifyInstance): void {
  // Only JSON is read: plain text is no FHIR, and would otherwise reach a route as a string.
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('application/fhir+json', { parseAs: 'string' }, app.getDefaultJsonParser('error', 'error'));
  app.addHook('onRequest', async (request) => {
    const format = (request.query as Record<string, unknown>)._format;
    if (format !== undefined && (typeof format !== 'string' || !JSON_FORMATS.has(format.split(';')[0]!.trim()))) {
      throw notAcceptable();
    }
    const accept = request.headers.accept;
    if (accept && !acceptsJson(accept)) throw notAcceptable();
  });
}

/** A resource as the API answers it. */
export const sendFhir = (reply: FastifyReply, resource: object, status = 200) =>
  reply.status(status).type(FHIR_JSON).send(JSON.stringify(resource));
