import { analyticsEventsPath } from '@hs/contracts';
import type { ANALYTICS_SCHEMA_VERSIONS } from '@hs/domain';
import type { BrowserContext, Page, Response } from '@playwright/test';

/** An analytics event as the web app posts it. */
export interface PostedEvent {
  name: keyof typeof ANALYTICS_SCHEMA_VERSIONS;
  schemaVersion: string;
  component: string;
  isGuest: boolean;
  data: Record<string, string | number | undefined>;
}

const postedEvents = (response: Response): PostedEvent[] | undefined => {
  const request = response.request();
  if (request.method() !== 'POST' || new URL(request.url()).pathname !== analyticsEventsPath) return undefined;
  return (request.postDataJSON() as { events: PostedEvent[] }).events;
};

/**
 * The analytics events the server stored while `page` was open: each batch it answered 202 for, saying it
 * accepted every event of the batch (the answer comes after they are written), and the status of any batch it
 * refused. Beacons are not seen: Playwright does not report them, nor is an answer whose body left with its page.
 */
export function storedAnalyticsEvents(page: Page | BrowserContext) {
  const stored: PostedEvent[] = [];
  const refused: number[] = [];
  page.on('response', async (response) => {
    const events = postedEvents(response);
    if (!events) return;
    const answer = (await response.json().catch(() => undefined)) as { data?: { accepted?: number } } | undefined;
    // A 202 whose body went with the page that asked (it navigated on) says nothing either way.
    if (response.status() === 202 && answer === undefined) return;
    if (response.status() === 202 && answer?.data?.accepted === events.length) stored.push(...events);
    else refused.push(response.status());
  });
  return { stored, refused };
}

/** The data of the stored events with this name. */
export const dataOf = (events: readonly PostedEvent[], name: PostedEvent['name']) =>
  events.filter((event) => event.name === name).map(({ data }) => data);
