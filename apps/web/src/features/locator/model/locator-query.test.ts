import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { locatorQueryParams, parseLocatorQuery } from './locator-query';

const parse = (query: string) => parseLocatorQuery(new URLSearchParams(query));

describe('the locator URL', () => {
  it('reads search text, page and the not-found notice', () => {
    expect(parse('searchText=%2045202%20&page=3&invalidStoreId=1')).toEqual({
      search: { kind: 'text', searchText: '45202' },
      page: 3,
      invalidStore: true,
    });
  });

  it('reads coordinates at 4 decimals when there is no search text', () => {
    expect(parse('latitude=39.103149&longitude=-84.51202&sortBy=distance').search).toEqual({
      kind: 'position',
      latitude: 39.1031,
      longitude: -84.512,
    });
    expect(parse('searchText=Cincinnati&latitude=39.1&longitude=-84.5').search?.kind).toBe('text');
  });

  it('leaves out what it cannot read instead of failing', () => {
    expect(parse('latitude=91&longitude=10')).toEqual({ search: null, page: 1, invalidStore: false });
    expect(parse('latitude=abc&longitude=10&page=-2&invalidStoreId=yes')).toEqual({
      search: null,
      page: 1,
      invalidStore: false,
    });
    expect(parse('searchText=%20%20').search).toBeNull();
  });

  it('reads a page past any the search can have as the last it can', () => {
    expect(parse('searchText=45202&page=13').page).toBe(13);
    expect(parse('searchText=45202&page=14').page).toBe(13);
    expect(parse('searchText=45202&page=99999').page).toBe(13);
  });

  it('round-trips through the href, leaving page 1 out', () => {
    for (const query of [
      'searchText=Cincinnati%2C+OH&page=2',
      'latitude=39.1031&longitude=-84.512&sortBy=distance',
      'invalidStoreId=1',
    ]) {
      const state = parse(query);
      const href = paths.clinicLocations(locatorQueryParams(state));
      expect(parse(href.split('?')[1] ?? '')).toEqual(state);
    }
    expect(paths.clinicLocations(locatorQueryParams(parse('searchText=45202&page=1')))).toBe(
      '/health-services/clinic/locations?searchText=45202',
    );
  });
});
