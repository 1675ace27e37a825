import { type FhirFindQuery, FhirFindQuerySchema, type FhirParameters } from '@hs/contracts';
import type { z } from 'zod';
import { DomainError } from '#api/domain-error.js';

/** Reading the operations' Parameters bodies: each parameter by its name, its value by the type it must have. */

type Parameter = NonNullable<FhirParameters['parameter']>[number];

export const invalidInput = (field: string, message: string) =>
  new DomainError('invalid', 'INVALID_INPUT', `${field}: ${message}`, { field });

/** The parameters of a name; `single` refuses a second one. */
export function parametersNamed(parameters: FhirParameters, name: string): Parameter[] {
  return (parameters.parameter ?? []).filter((parameter) => parameter.name === name);
}

export function parameterNamed(parameters: FhirParameters, name: string): Parameter | undefined {
  const found = parametersNamed(parameters, name);
  if (found.length > 1) throw invalidInput(name, 'Input must be given once.');
  return found[0];
}

/** A Reference parameter's reference. */
export function referenceOf(parameter: Parameter | undefined, name: string): string {
  const reference = (parameter as { valueReference?: { reference?: unknown } } | undefined)?.valueReference?.reference;
  if (typeof reference !== 'string' || reference.length === 0 || reference.length > 512) {
    throw invalidInput(name, 'Input must be a valueReference with its reference, such as Appointment/…');
  }
  return reference;
}

/** A resource parameter's resource, checked against its schema; the first problem is named by FHIRPath. */
export function resourceOf<T extends z.ZodType>(parameter: Parameter | undefined, name: string, schema: T): z.infer<T> {
  if (!parameter?.resource) throw invalidInput(name, 'Input must carry a resource.');
  const parsed = schema.safeParse(parameter.resource);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  const type = parameter.resource.resourceType;
  throw invalidInput([type, ...issue.path].join('.'), issue.message);
}

/** A primitive parameter's value, of whichever value[x] it was sent as, as text. */
function primitiveOf(parameter: Parameter): string | undefined {
  for (const key of ['valueString', 'valueDateTime', 'valueDate', 'valueInstant', 'valueCode', 'valueUri']) {
    const value = (parameter as Record<string, unknown>)[key];
    if (typeof value === 'string') return value;
  }
  const integer = (parameter as { valueInteger?: unknown }).valueInteger;
  if (typeof integer === 'number') return String(integer);
  const reference = (parameter as { valueReference?: { reference?: unknown } }).valueReference?.reference;
  if (typeof reference === 'string') return reference;
  const coding = (parameter as { valueCoding?: { system?: unknown; code?: unknown } }).valueCoding;
  if (coding && typeof coding.code === 'string')
    return `${typeof coding.system === 'string' ? coding.system : ''}|${coding.code}`;
  return undefined;
}

/**
 * $find's Parameters as its query: the same parameters, so POST and GET are checked by one schema and a POST's
 * pages are GET links. A repeated list parameter (several Locations, service types) is one list.
 */
export function findQueryOf(parameters: FhirParameters): FhirFindQuery {
  const query: Record<string, string> = {};
  for (const parameter of parameters.parameter ?? []) {
    if (!(parameter.name in FhirFindQuerySchema.shape))
      throw invalidInput(parameter.name, 'Input is not a parameter of $find.');
    const value = primitiveOf(parameter);
    if (value === undefined) throw invalidInput(parameter.name, 'Input must be a value of the parameter’s type.');
    query[parameter.name] = query[parameter.name] === undefined ? value : `${query[parameter.name]},${value}`;
  }
  const parsed = FhirFindQuerySchema.safeParse(query);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  throw invalidInput(issue.path.join('.'), issue.message);
}
