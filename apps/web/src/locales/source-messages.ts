import { benefitCode } from './en/benefit-code';
import { cancel } from './en/cancel';
import { confirmation } from './en/confirmation';
import { controls } from './en/controls';
import { infoPages } from './en/info-pages';
import { locator } from './en/locator';
import { manage } from './en/manage';
import { notFound } from './en/not-found';
import { prescreen } from './en/prescreen';
import { results } from './en/results';
import { schedule } from './en/schedule';
import { search } from './en/search';
import { shell } from './en/shell';
import { ui } from './en/ui';
import { waitlist } from './en/waitlist';

/**
 * Every message of the patient pages in English, the source language, by area: the catalog's ids and what
 * translators translate (src/locales/es.po). An area's ids start with its name.
 */
const sourceAreas = {
  shell,
  ui,
  search,
  controls,
  notFound,
  results,
  prescreen,
  schedule,
  confirmation,
  cancel,
  manage,
  locator,
  benefitCode,
  infoPages,
  waitlist,
} as const;

type Areas = typeof sourceAreas;
export type MessageArea = keyof Areas;
export type MessageId = { [Area in MessageArea]: keyof Areas[Area] }[MessageArea] & string;

/** The English messages of `areas` (every area by default), by id. */
export function messagesOf(areas?: readonly MessageArea[]): Record<string, string> {
  const chosen = areas ?? (Object.keys(sourceAreas) as MessageArea[]);
  return Object.assign({}, ...chosen.map((area) => sourceAreas[area]));
}

/** Every area with its messages, for the checks on the catalog. */
export const messageAreas: Readonly<Record<MessageArea, Readonly<Record<string, string>>>> = sourceAreas;
