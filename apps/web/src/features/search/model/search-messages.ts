import { type SearchFormTexts, schedulerDocument } from '@hs/content';
import type { AnalyticsRule } from '@hs/contracts';
import { formatUsDate, type IsoDate } from '@/lib/dates/us-date';

/** The bundled texts of the search form; the page passes the live ones from the content service (§7). */
const DEFAULT_SEARCH_TEXTS: SearchFormTexts = schedulerDocument.data.searchForm;

/** The §5 messages of the search form, filled in from its content texts. */
export interface SearchMessages {
  banner: string;
  typeRequired: string;
  locationRequired: string;
  locationTooShort: string;
  locationTooLong: string;
  dateInvalid: string;
  dateTooEarly: (min: IsoDate) => string;
  dateTooLate: (max: IsoDate) => string;
}

const withDate = (template: string, date: IsoDate) => template.replaceAll('{date}', formatUsDate(date));

export function searchMessagesFrom(texts: SearchFormTexts): SearchMessages {
  const { messages } = texts;
  return {
    banner: messages.requiredFieldsBanner,
    typeRequired: messages.appointmentTypeRequired,
    locationRequired: messages.locationRequired,
    locationTooShort: messages.locationTooShort,
    locationTooLong: messages.locationTooLong,
    dateInvalid: messages.dateInvalid,
    dateTooEarly: (min) => withDate(messages.dateTooEarly, min),
    dateTooLate: (max) => withDate(messages.dateTooLate, max),
  };
}

export const DEFAULT_SEARCH_MESSAGES = searchMessagesFrom(DEFAULT_SEARCH_TEXTS);

const FIXED_RULES = ['typeRequired', 'locationRequired', 'locationTooShort', 'locationTooLong', 'dateInvalid'] as const;
const DATED_RULES = ['dateTooEarly', 'dateTooLate'] as const;
/** Any date shows where a dated message puts its date. */
const SAMPLE_DATE = '2000-01-01' as IsoDate;

/**
 * The rule a search-form message stands for ('locationTooShort'), for analytics: the form's resolver reports
 * messages only. Dated messages match around their date, whichever date it is.
 */
export function searchRuleFor(messages: SearchMessages, message: string): AnalyticsRule | undefined {
  const fixed = FIXED_RULES.find((rule) => messages[rule] === message);
  if (fixed) return fixed;
  return DATED_RULES.find((rule) => {
    const [before = '', after = ''] = messages[rule](SAMPLE_DATE).split(formatUsDate(SAMPLE_DATE));
    return message.length > before.length + after.length && message.startsWith(before) && message.endsWith(after);
  });
}
