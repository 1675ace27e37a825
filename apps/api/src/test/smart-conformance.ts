/**
 * A conformance checker for a SMART Scheduling Links publication: its manifest and every file it lists, by the
 * rules of the specification (manifest fields, timestamps to the second with an offset, minified NDJSON lines,
 * the fields each resource must carry, references that resolve, the state each file is about) and the ones we
 * add (every free Slot carries its deep link). It reads what a client downloaded and lists what breaks a rule.
 */

export interface Publication {
  /** The manifest's own URL, which its `request` must be. */
  manifestUrl: string;
  manifest: unknown;
  /** Each listed file's body, by its URL. */
  files: ReadonlyMap<string, string>;
}

const TYPES = ['Location', 'Schedule', 'Slot'] as const;
type ResourceType = (typeof TYPES)[number];

/** YYYY-MM-DDThh:mm:ss(.sss)(Z|±hh:mm): at least to the second, always with an offset. */
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;
const ID = /^[A-Za-z0-9\-.]{1,64}$/;
const STATE = /^[A-Z]{2}$/;

const REGISTRY = 'http://fhir-registry.smarthealthit.org/StructureDefinition';
const SLOT_EXTENSIONS = new Set([
  `${REGISTRY}/booking-deep-link`,
  `${REGISTRY}/booking-phone`,
  `${REGISTRY}/slot-capacity`,
]);
const SCHEDULE_EXTENSIONS = new Set([`${REGISTRY}/vaccine-product`, `${REGISTRY}/vaccine-dose`]);

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';
const isTimestamp = (value: unknown): value is string =>
  typeof value === 'string' && TIMESTAMP.test(value) && !Number.isNaN(Date.parse(value));

function isAbsoluteUrl(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

interface Listed {
  type: ResourceType;
  url: string;
  states: string[];
}

/** What is wrong with one output entry of the manifest, or null. */
function outputProblem(output: unknown): string | null {
  if (!isObject(output)) return ': not an object';
  if (!TYPES.includes(output.type as ResourceType)) return '.type: not Location, Schedule or Slot';
  if (!isAbsoluteUrl(output.url)) return '.url: not an absolute URL';
  const states = isObject(output.extension) ? output.extension.state : undefined;
  if (!Array.isArray(states) || states.length === 0 || !states.every((s) => typeof s === 'string' && STATE.test(s))) {
    return '.extension.state: not a list of state abbreviations';
  }
  return null;
}

function manifestProblems(publication: Publication, problems: string[]): Listed[] {
  const manifest = publication.manifest;
  if (!isObject(manifest)) {
    problems.push('manifest: not a JSON object');
    return [];
  }
  if (!isTimestamp(manifest.transactionTime))
    problems.push('manifest.transactionTime: not a timestamp to the second with an offset');
  if (manifest.request !== publication.manifestUrl)
    problems.push(`manifest.request: not the manifest's own URL (${publication.manifestUrl})`);
  if (!Array.isArray(manifest.error) || manifest.error.length > 0) problems.push('manifest.error: not an empty array');
  if (!Array.isArray(manifest.output)) {
    problems.push('manifest.output: not an array');
    return [];
  }
  const listed: Listed[] = [];
  for (const [index, output] of manifest.output.entries()) {
    const problem = outputProblem(output);
    if (problem) problems.push(`manifest.output[${index}]${problem}`);
    else {
      const file = output as Json;
      listed.push({
        type: file.type as ResourceType,
        url: file.url as string,
        states: (file.extension as Json).state as string[],
      });
    }
  }
  for (const type of TYPES)
    if (!listed.some((file) => file.type === type)) problems.push(`manifest.output: no ${type} file`);
  return listed;
}

function parsedLine(line: string): unknown {
  try {
    return JSON.parse(line);
  } catch {
    return undefined;
  }
}

/** The file's resources, each checked to be one minified JSON object of the listed type on a line of its own. */
function fileResources(file: Listed, body: string | undefined, problems: string[]): Json[] {
  if (body === undefined) {
    problems.push(`${file.url}: not downloaded`);
    return [];
  }
  if (body !== '' && !body.endsWith('\n')) problems.push(`${file.url}: the last line has no line end`);
  const resources: Json[] = [];
  for (const [index, line] of body.split('\n').slice(0, -1).entries()) {
    const at = `${file.url} line ${index + 1}`;
    const resource = parsedLine(line);
    if (!isObject(resource)) {
      problems.push(`${at}: not a JSON object`);
      continue;
    }
    if (JSON.stringify(resource) !== line) problems.push(`${at}: not minified`);
    if (resource.resourceType !== file.type)
      problems.push(`${at}: a ${String(resource.resourceType)} in a ${file.type} file`);
    if (typeof resource.id !== 'string' || !ID.test(resource.id))
      problems.push(`${at}.id: not 1 to 64 letters, digits, - or .`);
    resources.push(resource);
  }
  return resources;
}

function locationProblems(location: Json, states: readonly string[], at: string, problems: string[]) {
  if (!isText(location.name)) problems.push(`${at}.name: missing`);
  const telecom = Array.isArray(location.telecom) ? location.telecom.filter(isObject) : [];
  for (const system of ['phone', 'url']) {
    if (!telecom.some((point) => point.system === system && isText(point.value)))
      problems.push(`${at}.telecom: no ${system}`);
  }
  const address = isObject(location.address) ? location.address : {};
  if (!Array.isArray(address.line) || address.line.length === 0 || !address.line.every(isText))
    problems.push(`${at}.address.line: missing`);
  for (const part of ['city', 'state', 'postalCode'])
    if (!isText(address[part])) problems.push(`${at}.address.${part}: missing`);
  if (!states.includes(address.state as string))
    problems.push(`${at}.address.state: not a state its file is listed for`);
  const identifiers = Array.isArray(location.identifier) ? location.identifier.filter(isObject) : [];
  if (identifiers.length === 0 || !identifiers.every((id) => isText(id.system) && isText(id.value))) {
    problems.push(`${at}.identifier: missing a system and value`);
  }
  if (location.position !== undefined) {
    const position = isObject(location.position) ? location.position : {};
    if (typeof position.latitude !== 'number' || typeof position.longitude !== 'number')
      problems.push(`${at}.position: without both coordinates`);
  }
}

function referenceTo(value: unknown, type: string): string | null {
  const reference = isObject(value) ? value.reference : undefined;
  return typeof reference === 'string' && reference.startsWith(`${type}/`) ? reference.slice(type.length + 1) : null;
}

function extensionsOf(resource: Json, known: ReadonlySet<string>, at: string, problems: string[]): Map<string, Json> {
  const found = new Map<string, Json>();
  if (resource.extension === undefined) return found;
  if (!Array.isArray(resource.extension) || resource.extension.length === 0) {
    problems.push(`${at}.extension: not a non-empty array`);
    return found;
  }
  for (const extension of resource.extension) {
    if (!isObject(extension) || typeof extension.url !== 'string') problems.push(`${at}.extension: without a url`);
    else if (known.has(extension.url)) found.set(extension.url, extension);
  }
  return found;
}

function scheduleProblems(schedule: Json, locations: ReadonlyMap<string, string>, at: string, problems: string[]) {
  const actors = Array.isArray(schedule.actor) ? schedule.actor : [];
  const location = actors.length === 1 ? referenceTo(actors[0], 'Location') : null;
  if (location === null || !locations.has(location))
    problems.push(`${at}.actor: not one reference to a listed Location`);
  const types = Array.isArray(schedule.serviceType) ? schedule.serviceType.filter(isObject) : [];
  if (types.length === 0 || !types.every((type) => Array.isArray(type.coding) && type.coding.length > 0)) {
    problems.push(`${at}.serviceType: without codings`);
  }
  const extensions = extensionsOf(schedule, SCHEDULE_EXTENSIONS, at, problems);
  const product = extensions.get(`${REGISTRY}/vaccine-product`)?.valueCoding;
  if (
    extensions.has(`${REGISTRY}/vaccine-product`) &&
    (!isObject(product) || product.system !== 'http://hl7.org/fhir/sid/cvx' || !isText(product.code))
  ) {
    problems.push(`${at}: a vaccine product that is not a CVX coding`);
  }
  const dose = extensions.get(`${REGISTRY}/vaccine-dose`);
  if (dose && !Number.isInteger(dose.valueInteger)) problems.push(`${at}: a vaccine dose that is not a whole number`);
}

function slotProblems(
  slot: Json,
  scheduleStates: ReadonlyMap<string, string>,
  states: readonly string[],
  at: string,
  problems: string[],
) {
  const schedule = referenceTo(slot.schedule, 'Schedule');
  const state = schedule === null ? undefined : scheduleStates.get(schedule);
  if (state === undefined) problems.push(`${at}.schedule: not a reference to a listed Schedule`);
  else if (!states.includes(state)) problems.push(`${at}: its Location's state is not one its file is listed for`);
  if (slot.status !== 'free' && slot.status !== 'busy') problems.push(`${at}.status: neither free nor busy`);
  if (!isTimestamp(slot.start)) problems.push(`${at}.start: not a timestamp to the second with an offset`);
  if (!isTimestamp(slot.end)) problems.push(`${at}.end: not a timestamp to the second with an offset`);
  if (isTimestamp(slot.start) && isTimestamp(slot.end) && Date.parse(slot.end) <= Date.parse(slot.start))
    problems.push(`${at}: ends before it starts`);
  const extensions = extensionsOf(slot, SLOT_EXTENSIONS, at, problems);
  const link = extensions.get(`${REGISTRY}/booking-deep-link`);
  if (link && !isAbsoluteUrl(link.valueUrl)) problems.push(`${at}: a booking link that is not an absolute URL`);
  if (slot.status === 'free' && !link) problems.push(`${at}: a free slot without its booking link`);
  const phone = extensions.get(`${REGISTRY}/booking-phone`);
  if (phone && !isText(phone.valueString)) problems.push(`${at}: a booking phone without a number`);
  const capacity = extensions.get(`${REGISTRY}/slot-capacity`);
  if (capacity && !(Number.isInteger(capacity.valueInteger) && (capacity.valueInteger as number) >= 1))
    problems.push(`${at}: a capacity below 1`);
}

/** Everything in a publication that breaks a rule; an empty list for a conforming one. */
export function smartConformanceProblems(publication: Publication): string[] {
  const problems: string[] = [];
  const listed = manifestProblems(publication, problems);
  const read = (type: ResourceType) =>
    listed
      .filter((file) => file.type === type)
      .flatMap((file) =>
        fileResources(file, publication.files.get(file.url), problems).map((resource, index) => ({
          file,
          resource,
          at: `${file.url} line ${index + 1}`,
        })),
      );

  const locationStates = new Map<string, string>();
  for (const { file, resource, at } of read('Location')) {
    locationProblems(resource, file.states, at, problems);
    if (locationStates.has(resource.id as string)) problems.push(`${at}.id: listed twice`);
    locationStates.set(resource.id as string, (resource.address as Json | undefined)?.state as string);
  }
  const scheduleStates = new Map<string, string>();
  for (const { resource, at } of read('Schedule')) {
    scheduleProblems(resource, locationStates, at, problems);
    if (scheduleStates.has(resource.id as string)) problems.push(`${at}.id: listed twice`);
    const location = referenceTo((resource.actor as unknown[] | undefined)?.[0], 'Location');
    scheduleStates.set(resource.id as string, location === null ? '' : (locationStates.get(location) ?? ''));
  }
  const slotIds = new Set<string>();
  for (const { file, resource, at } of read('Slot')) {
    slotProblems(resource, scheduleStates, file.states, at, problems);
    if (slotIds.has(resource.id as string)) problems.push(`${at}.id: listed twice`);
    slotIds.add(resource.id as string);
  }
  return problems;
}
