import type { ContentObjectParams } from './content.js';

/*
 * Paths of the endpoints the web app's first screen calls, as plain strings: naming an endpoint must not
 * load zod, which the first screen fetches only when an answer needs checking (its JavaScript budget).
 */

export const servicesPath = '/appointment-management/v1/services';
export const licensureStatesPath = '/appointment-management/v2/licensure-states';
export const benefitCodeValidatePath = '/appointment-management/v1/benefit-code/validate';
export const analyticsEventsPath = '/analytics/v1/events';

export const reservationsPath = '/appointment-management/v1/appointment-reservations';
export const reservationPath = `${reservationsPath}/:reservationCode`;

export const contentObjectPath = '/content/v2/objects/:schema/:version/:dir/:name.json';
export const contentDocumentPath = '/content/:kind/1.0.0/:id.json';

export function contentObjectUrl(params: ContentObjectParams): string {
  return `/content/v2/objects/${params.schema}/${params.version}/${params.dir}/${params.name}.json`;
}
