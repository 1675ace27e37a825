import type { Closure } from '@hs/domain';
import { z } from 'zod';
import { key, text } from './fields.js';

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** "YYYY-MM-DD" of a real calendar day, or undefined. */
function calendarDay(year: number, month: number, day: number): string | undefined {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  return date.toISOString().slice(0, 10);
}

function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

const LOCAL_FORMS = 'a day (2026-12-24) or a local time on the quarter hour (2026-12-24T14:00)';

/**
 * A closure's bound as written: a whole day, or a wall-clock time in the provider's zone. A day that starts a
 * closure means its first minute; a day that ends one means its last, so "2026-11-26" to "2026-11-26" is that
 * whole day. Read as "YYYY-MM-DDTHH:mm", the end exclusive.
 */
const localBound = (edge: 'start' | 'end') =>
  z.string().transform((value, context) => {
    const date = DATE.exec(value);
    const dateTime = DATE_TIME.exec(value);
    const parts = (date ?? dateTime)?.slice(1).map(Number);
    const day = parts && calendarDay(parts[0]!, parts[1]!, parts[2]!);
    const [hours = 0, minutes = 0] = parts?.slice(3) ?? [];
    if (!day || hours > 23 || minutes > 59) {
      context.addIssue({ code: 'custom', message: `"${value}" is not ${LOCAL_FORMS}` });
      return z.NEVER;
    }
    if (minutes % 15 !== 0) {
      context.addIssue({ code: 'custom', message: `"${value}" is not on the quarter hour (:00, :15, :30 or :45)` });
      return z.NEVER;
    }
    if (date) return { written: value, local: edge === 'start' ? `${day}T00:00` : `${nextDay(day)}T00:00` };
    return { written: value, local: `${day}T${value.slice(11)}` };
  });

export const closureSchema = z
  .strictObject({
    id: key,
    /** null: every clinic and provider of the chain. */
    provider: key.nullable().describe('A clinic id (division and store numbers) or provider id; null: the whole chain'),
    starts: localBound('start').describe(`The first day, or the local time it starts: ${LOCAL_FORMS}`),
    ends: localBound('end').describe(`The last day (included), or the local time it ends: ${LOCAL_FORMS}`),
    reason: text(200).describe('Shown to visitors, e.g. "Thanksgiving Day"'),
  })
  .superRefine((closure, context) => {
    if (closure.ends.local <= closure.starts.local) {
      context.addIssue({
        code: 'custom',
        path: ['ends'],
        message: `ends (${closure.ends.written}) before it starts (${closure.starts.written})`,
      });
    }
  })
  .transform(
    (closure): Closure => ({
      id: closure.id,
      providerId: closure.provider,
      startsLocal: closure.starts.local,
      endsLocal: closure.ends.local,
      reason: closure.reason,
    }),
  );

/** A closure as a file writes it back: whole days as days, an end at midnight as the day before. */
export function closureBounds(closure: Closure): { starts: string; ends: string } {
  const midnight = (local: string) => local.endsWith('T00:00');
  const dayBefore = (local: string) => {
    const date = new Date(`${local.slice(0, 10)}T00:00:00Z`);
    date.setUTCDate(date.getUTCDate() - 1);
    return date.toISOString().slice(0, 10);
  };
  return {
    starts: midnight(closure.startsLocal) ? closure.startsLocal.slice(0, 10) : closure.startsLocal,
    ends: midnight(closure.endsLocal) ? dayBefore(closure.endsLocal) : closure.endsLocal,
  };
}
