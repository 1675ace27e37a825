import { FHIR_DATE_PARAM, FHIR_DEFAULT_COUNT } from '@hs/contracts';
import { localInstant } from '@hs/domain';
import type { Bundle, BundleEntry, BundleLink, Coding, OperationOutcome, Resource } from '@medplum/fhirtypes';
import { DomainError } from '#api/domain-error.js';
import type { PublicSite } from './fhir-resources.js';

/** What FHIR searches share: tokens, dates on each clinic's clock, ids in lists, and the searchset Bundle. */

export interface Token {
  system: string | undefined;
  code: string | undefined;
}

/** A token parameter's values (comma-separated, any of them): `code`, `system|code`, `|code` or `system|`. */
export function tokensOf(value: string): Token[] {
  return value.split(',').map((part) => {
    const bar = part.indexOf('|');
    if (bar === -1) return { system: undefined, code: part };
    return { system: part.slice(0, bar) || undefined, code: part.slice(bar + 1) || undefined };
  });
}

/** Whether any coding matches any token (a token without a system matches a code in any system). */
export function codingsMatch(codings: readonly Coding[], tokens: readonly Token[]): boolean {
  return tokens.some((token) =>
    codings.some(
      (coding) =>
        (token.system === undefined || coding.system === token.system) &&
        (token.code === undefined || coding.code === token.code),
    ),
  );
}

/** A list parameter's ids, with a `Type/` prefix taken off (`actor=Location/01400146` names the clinic). */
export function idsOf(value: string, type: string): string[] {
  return value.split(',').map((id) => (id.startsWith(`${type}/`) ? id.slice(type.length + 1) : id));
}

const MINUTE_MS = 60_000;

interface DateValue {
  prefix: string;
  /** The range the value names, on a clinic's clock: [from, to) in epoch milliseconds. */
  range(timeZone: string): { from: number; to: number };
}

/**
 * A FHIR date search value. A date-time carries its zone and names the same range everywhere; a year, month or
 * day names that stretch of each clinic's own calendar, so `start=2026-03-03` is that day wherever the clinic is.
 */
export function dateValueOf(value: string, field: string): DateValue {
  const match = FHIR_DATE_PARAM.exec(value);
  if (!match) throw new DomainError('invalid', 'INVALID_SEARCH', `${field}: Input must be a date.`, { field });
  const [, given, year, month, day, hour, , second] = match;
  const prefix = given ?? 'eq';
  if (hour !== undefined) {
    const text = given ? value.slice(given.length) : value;
    const from = Date.parse(second === undefined ? text.replace(/T(\d\d:\d\d)/, 'T$1:00') : text);
    const step = second === undefined ? MINUTE_MS : text.includes('.') ? 1 : 1000;
    return { prefix, range: () => ({ from, to: from + step }) };
  }
  const first = `${year}-${month ?? '01'}-${day ?? '01'}`;
  const next = day
    ? nextDay(first)
    : month
      ? `${month === '12' ? Number(year) + 1 : year}-${month === '12' ? '01' : String(Number(month) + 1).padStart(2, '0')}-01`
      : `${Number(year) + 1}-01-01`;
  return {
    prefix,
    range: (timeZone) => ({
      from: localInstant(`${first}T00:00`, timeZone),
      to: localInstant(`${next}T00:00`, timeZone),
    }),
  };
}

function nextDay(date: string): string {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

/** A test of an instant on a clinic's clock. */
export type InstantTest = (instant: number, timeZone: string) => boolean;

/**
 * Date search values as one test of an instant, every value holding (a repeated parameter is a range). `ap`
 * (approximately) is refused: how near is near is the server's to choose, and a client cannot page on it.
 */
export function instantTest(values: readonly string[], field: string): InstantTest {
  const tests = values.map((value): InstantTest => {
    const { prefix, range } = dateValueOf(value, field);
    const within = (test: (t: number, r: { from: number; to: number }) => boolean) => (t: number, zone: string) =>
      test(t, range(zone));
    switch (prefix) {
      case 'eq':
        return within((t, r) => t >= r.from && t < r.to);
      case 'ne':
        return within((t, r) => t < r.from || t >= r.to);
      case 'gt':
      case 'sa':
        return within((t, r) => t >= r.to);
      case 'ge':
        return within((t, r) => t >= r.from);
      case 'lt':
      case 'eb':
        return within((t, r) => t < r.from);
      case 'le':
        return within((t, r) => t < r.to);
      default:
        throw new DomainError(
          'invalid',
          'INVALID_SEARCH',
          `${field}: The prefix ap is not supported; give a range with ge and lt instead.`,
          { field },
        );
    }
  });
  return (instant, zone) => tests.every((test) => test(instant, zone));
}

/** The page a search asks for. */
export interface PageRequest {
  offset: number;
  count: number;
}

export const pageOf = (query: { _offset?: number; _count?: number }): PageRequest => ({
  offset: query._offset ?? 0,
  count: query._count ?? FHIR_DEFAULT_COUNT,
});

/** The query of a search as its links repeat it: every parameter as sent, the page's own in place. */
function linkTo(site: PublicSite, path: string, query: Record<string, unknown>, page: PageRequest): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (name === '_offset' || name === '_count' || value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) params.append(name, String(one));
  }
  params.set('_count', String(page.count));
  if (page.offset > 0) params.set('_offset', String(page.offset));
  return `${site.publicUrl}${path}?${params.toString().replaceAll('%2C', ',').replaceAll('%7C', '|')}`;
}

/**
 * A searchset Bundle: the page's resources as matches, its total, and links to itself and to the pages either
 * side of it. An outcome (a warning about what was searched) comes last, as an entry of its own.
 */
export function searchset(input: {
  site: PublicSite;
  path: string;
  query: Record<string, unknown>;
  page: PageRequest;
  total: number;
  resources: readonly Resource[];
  outcome?: OperationOutcome;
}): Bundle {
  const { site, path, query, page, total } = input;
  const link: BundleLink[] = [{ relation: 'self', url: linkTo(site, path, query, page) }];
  if (page.count > 0 && page.offset + page.count < total) {
    link.push({ relation: 'next', url: linkTo(site, path, query, { ...page, offset: page.offset + page.count }) });
  }
  if (page.offset > 0) {
    link.push({
      relation: 'previous',
      url: linkTo(site, path, query, { ...page, offset: Math.max(0, page.offset - page.count) }),
    });
  }
  const entry: BundleEntry[] = input.resources.map((resource) => ({
    fullUrl: `${site.publicUrl}/fhir/${resource.resourceType}/${resource.id}`,
    resource,
    search: { mode: 'match' },
  }));
  if (input.outcome) entry.push({ resource: input.outcome, search: { mode: 'outcome' } });
  return { resourceType: 'Bundle', type: 'searchset', total, link, ...(entry.length > 0 ? { entry } : {}) };
}

/**
 * A Bundle of the one resource an operation or a search by proof answers, without links: its request cannot be
 * repeated by a URL (an operation changes something; a proof must never be in a URL).
 */
export const oneMatch = (site: PublicSite, resource: Resource): Bundle => ({
  resourceType: 'Bundle',
  type: 'searchset',
  total: 1,
  entry: [
    {
      fullUrl: `${site.publicUrl}/fhir/${resource.resourceType}/${resource.id}`,
      resource,
      search: { mode: 'match' },
    },
  ],
});

/** An informational outcome, for a Bundle that answers less than was asked and says why. */
export function warning(diagnostics: string, expression?: string): OperationOutcome {
  return {
    resourceType: 'OperationOutcome',
    issue: [
      { severity: 'warning', code: 'incomplete', diagnostics, ...(expression ? { expression: [expression] } : {}) },
    ],
  };
}
