import { schedulerDocument } from '@hs/content';
import { describe, expect, it } from 'vitest';
import { connectionMessageFor, searchErrorView } from './search-error';

const texts = schedulerDocument.data.searchForm;

describe('searchErrorView', () => {
  it('puts location unavailable under Location', () => {
    expect(searchErrorView('locationUnavailable', texts)).toEqual({
      kind: 'location',
      message:
        "We're unable to find a provider in this location. Please enter another city, state, or ZIP code and try again.",
    });
  });

  it('asks to refresh after a client error and to retry after a server error', () => {
    expect(searchErrorView('Client Error', texts)).toEqual({
      kind: 'connection',
      message: "We're having trouble connecting at the moment. Please refresh the page to try again.",
    });
    expect(searchErrorView('Server Error', texts)).toEqual({
      kind: 'connection',
      message: "We're having trouble connecting at the moment. Please try again shortly.",
    });
  });

  it('shows nothing without an error', () => {
    expect(searchErrorView(undefined, texts)).toEqual({ kind: 'none' });
  });
});

describe('connectionMessageFor', () => {
  it('asks to retry after a 5xx and to refresh after a refusal or a call that got no answer', () => {
    expect(connectionMessageFor(503, texts)).toBe(
      "We're having trouble connecting at the moment. Please try again shortly.",
    );
    for (const status of [400, 0]) {
      expect(connectionMessageFor(status, texts)).toBe(
        "We're having trouble connecting at the moment. Please refresh the page to try again.",
      );
    }
  });
});
