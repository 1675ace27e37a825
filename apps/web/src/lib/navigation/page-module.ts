import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { Params } from 'react-router';

/** Where a page is opened: what its first data requests are made of. */
export interface PageLocation {
  params: Params;
  searchParams: URLSearchParams;
}

/** What a page's route module exports (`app/page-modules.ts` names them). */
export interface PageModule {
  Component: ComponentType;
  /**
   * Starts the requests the page's first render would make, in the cache it will read them from: the first page
   * of a visit starts them as soon as its code is there, instead of after the app's first render.
   */
  prefetch?: (client: QueryClient, location: PageLocation) => void;
  /**
   * What the first page of a visit waits for before it renders in place of its prerendered view: the content its
   * first view shows, when the page's code does not carry it in the visitor's language.
   */
  ready?: (client: QueryClient) => Promise<unknown>;
}
