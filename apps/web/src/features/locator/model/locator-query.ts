import { LOCATOR } from '@hs/domain';
import type { Query } from '@/config/paths';

/** Geolocation is kept and sent at this many decimals (§4): about 11 m, finer moves are not a new place. */
export const COORDINATE_DECIMALS = 4;

export interface Coordinates {
  latitude: number;
  longitude: number;
}

/** What the locator searches for, read from its URL (§2): search text, or the visitor's coordinates. */
export type LocatorSearch = { kind: 'text'; searchText: string } | ({ kind: 'position' } & Coordinates);

export interface LocatorQuery {
  search: LocatorSearch | null;
  page: number;
  /** Set when a clinic details link named a clinic that does not exist (§2 invalidStoreId=1). */
  invalidStore: boolean;
}

export const roundCoordinate = (value: number): number => Number(value.toFixed(COORDINATE_DECIMALS));

const coordinate = (value: string | null, limit: number): number | undefined => {
  if (value === null || !/^-?\d{1,3}(\.\d+)?$/.test(value.trim())) return undefined;
  const number = Number(value);
  return Math.abs(number) <= limit ? roundCoordinate(number) : undefined;
};

/** The last page the search can have: it finds at most LOCATOR.maxResults clinics. */
const LAST_POSSIBLE_PAGE = Math.ceil(LOCATOR.maxResults / LOCATOR.pageSize);

/** A page past any the search can have reads as the last it can (the page itself then goes to the last there is). */
function parsePage(value: string | null): number {
  const page = Number.parseInt(value ?? '', 10);
  return Number.isFinite(page) && page >= 1 ? Math.min(page, LAST_POSSIBLE_PAGE) : 1;
}

/** Reads the locator's URL; anything unreadable is left out rather than failing the page. */
export function parseLocatorQuery(query: URLSearchParams): LocatorQuery {
  const searchText = query.get('searchText')?.trim();
  const latitude = coordinate(query.get('latitude'), 90);
  const longitude = coordinate(query.get('longitude'), 180);
  let search: LocatorSearch | null = null;
  if (searchText) search = { kind: 'text', searchText };
  else if (latitude !== undefined && longitude !== undefined) search = { kind: 'position', latitude, longitude };
  return { search, page: parsePage(query.get('page')), invalidStore: query.get('invalidStoreId') === '1' };
}

/** The URL query of a locator state; page 1 and absent parts are left out so shared links stay short. */
export function locatorQueryParams({ search, page, invalidStore }: LocatorQuery): Query {
  const base: Query = { page: page > 1 ? page : undefined, invalidStoreId: invalidStore ? 1 : undefined };
  if (search?.kind === 'text') return { searchText: search.searchText, ...base };
  if (search?.kind === 'position') {
    const { latitude, longitude } = search;
    return { latitude, longitude, sortBy: 'distance', ...base };
  }
  return base;
}
