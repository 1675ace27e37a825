import { LOCATION_LENGTH } from '@hs/domain';
import { z } from 'zod';
import { type IsoDate, parseUsDate } from '@/lib/dates/us-date';
import { DEFAULT_SEARCH_MESSAGES, type SearchMessages } from './search-messages';

export interface SearchDateLimits {
  /** The earliest date allowed; §5 says this is today. */
  minDate: IsoDate;
  maxDate?: IsoDate;
}

/** One message per field: the first rule broken, in the order §5 lists them. */
function location(messages: SearchMessages) {
  return z.string().superRefine((value, ctx) => {
    const length = value.trim().length;
    if (length === 0) ctx.addIssue({ code: 'custom', message: messages.locationRequired });
    else if (length < LOCATION_LENGTH.min) ctx.addIssue({ code: 'custom', message: messages.locationTooShort });
    else if (length > LOCATION_LENGTH.max) ctx.addIssue({ code: 'custom', message: messages.locationTooLong });
  });
}

function appointmentDate({ minDate, maxDate }: SearchDateLimits, messages: SearchMessages) {
  return z.string().transform((value, ctx): IsoDate => {
    const date = parseUsDate(value);
    if (!date) {
      ctx.addIssue({ code: 'custom', message: messages.dateInvalid });
      return z.NEVER;
    }
    if (date < minDate) ctx.addIssue({ code: 'custom', message: messages.dateTooEarly(minDate) });
    else if (maxDate && date > maxDate) ctx.addIssue({ code: 'custom', message: messages.dateTooLate(maxDate) });
    return date;
  });
}

/** The 'Find an Appointment' form: what the user typed in, and the clean values it turns into. */
export function createSearchFormSchema(limits: SearchDateLimits, messages: SearchMessages = DEFAULT_SEARCH_MESSAGES) {
  return z.object({
    // The placeholder option has the empty value, so choosing it counts as no choice.
    type: z.string().trim().min(1, messages.typeRequired),
    location: location(messages).transform((value) => value.trim().replace(/\s+/g, ' ')),
    appointmentDate: appointmentDate(limits, messages),
  });
}

export type SearchFormSchema = ReturnType<typeof createSearchFormSchema>;
export type SearchFormInput = z.input<SearchFormSchema>;
export type SearchFormValues = z.output<SearchFormSchema>;
